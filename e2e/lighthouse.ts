// `npm run lighthouse -- [url] [--desktop] [--report=file.json]`: the four Lighthouse scores for
// a page, measured in Debian's Chromium (the whole report saved with `--report`). Without a URL it
// starts the built shop on a throw-away database and audits its home page.
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromeArgs, chromePath } from './playwright.config';
import { startShop, type RunningShop } from './support/shop-process';

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const json = args.includes('--json');
const report = args.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);
const target = args.find((arg) => !arg.startsWith('--'));

let shop: RunningShop | undefined;
const url =
  target ??
  (shop = await startShop({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3200) })).url + '/';

const chrome = await launch({
  chromePath,
  chromeFlags: [...chromeArgs, '--headless=new'],
});
try {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error' },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  if (report) writeFileSync(report, JSON.stringify(result.lhr, null, 2));
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    throw new Error(
      `Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`,
    );
  }
  const scores = Object.fromEntries(
    ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [
      id,
      categories[id]?.score == null ? 'n/a' : Math.round(categories[id].score * 100),
    ]),
  );
  console.log(`Lighthouse (${desktop ? 'desktop' : 'mobile'}) ${url}`);
  for (const [id, score] of Object.entries(scores)) console.log(`  ${id.padEnd(15)} ${score}`);
  const failing = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map(
      (audit) =>
        `  - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
  if (failing.length) console.log(`Audits below full marks:\n${failing.join('\n')}`);
  if (json) console.log(JSON.stringify(scores));
} finally {
  await chrome.kill();
  await shop?.stop();
}
