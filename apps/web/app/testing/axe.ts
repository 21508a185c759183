import axe from 'axe-core';

/**
 * axe-core's findings on what is rendered (tests only), as `rule: targets` lines. jsdom draws
 * nothing, so the colour-contrast rule (which needs layout) is left to the e2e suite's axe.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
