import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * `npm run screenshots`: the pages a design review looks at, at 390×844 and 1440×900, written to
 * docs/screenshots/{desktop,mobile}/. Not a test suite (nothing here asserts a design); it runs
 * on the same throw-away shop as the browser suite.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'shots.ts',
  // Its own artefacts folder, so a browser suite running beside it does not clean them away.
  outputDir: '../.tmp/screenshot-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 420_000,
  // One CSS pixel per image pixel keeps the committed files small (the phone's 2.6× is for the
  // browser suite's touch emulation, not for review).
  // The two layouts only (the suite's after-everything flow project is not a layout).
  projects: (base.projects ?? [])
    .filter((project) => project.name === 'desktop' || project.name === 'mobile')
    .map((project) => ({
      ...project,
      testIgnore: undefined,
      testMatch: undefined,
      dependencies: undefined,
      use: { ...project.use, deviceScaleFactor: 1 },
    })),
  webServer: base.webServer,
});
