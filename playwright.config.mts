import {availableParallelism} from 'node:os';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS} from './lib/chromium';
import {serveArgs, TEST_BUILD_DIR} from './test/support/testSite';
import './test/support/testSiteData';

const IS_CI = Boolean(process.env.CI);
// Parallel checkouts on one machine each pick their own port (and TEST_SITE_DIR).
const PORT = Number(process.env.PORT ?? 3000);

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: IS_CI,
  // Behaviour Docusaurus owns runs only when asked for: `npm run test:upstream`.
  grepInvert: process.env.UPSTREAM ? undefined : /@upstream/,
  // CI records a trace only when it reruns a failed test; a test that passes on the rerun still
  // fails the run.
  retries: IS_CI ? 1 : 0,
  failOnFlakyTests: IS_CI,
  // A browser per core but one: CI runners and this project's machines differ in size, and each
  // browser's own processes and the web server need a core too. On the 2-core development machine
  // two browsers took about 30 CPU-seconds (a seventh) more than one, for 14 seconds less wall time.
  workers: Math.max(1, availableParallelism() - 1),
  reporter: IS_CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ja-JP',
    // A trace's screenshots and DOM snapshots doubled the suite's time, so locally a failure
    // keeps a trace of its steps, console and network only; `--trace on` records everything.
    trace: IS_CI
      ? 'on-first-retry'
      : {mode: 'retain-on-failure', screenshots: false, snapshots: false},
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {name: 'chromium', use: {browserName: 'chromium', viewport: {width: 1280, height: 800}}},
  ],
  webServer: {
    command: ['node', ...serveArgs(TEST_BUILD_DIR, PORT)].join(' '),
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !IS_CI,
  },
});
