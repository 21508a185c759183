import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { waitForStillness } from './page';

type Violation = { id: string; help: string; nodes: ReadonlyArray<{ target: unknown }> };

/** An axe run's violations, each with the elements it names: `[]` when the page passes. */
export const describeViolations = (results: { violations: ReadonlyArray<Violation> }) =>
  results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => String(node.target)).join(', ')})`,
  );

/**
 * The page's accessibility violations (every axe-core rule the shop is held to), within `include`
 * (a CSS selector) when given, once finite animations have settled.
 *
 * axe-core runs inside the page and answers only its violations: `@axe-core/playwright` runs it
 * frame by frame, gathers every pass and finishes in a second page, which took two to three
 * times as long on a product listing (seconds per audit on CI's machine). A page with frames
 * still goes through `@axe-core/playwright`, which audits inside each frame as well.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await waitForStillness(page);
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    return describeViolations(await (include ? builder.include(include) : builder).analyze());
  }
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (context) =>
      (window as unknown as { axe: typeof axe }).axe.run(context ?? document, {
        resultTypes: ['violations'],
      }),
    include ?? null,
  );
  return describeViolations(results);
}

/** Fails with the violations' list unless the page (or `include` within it) passes axe. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}
