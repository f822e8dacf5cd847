import {existsSync} from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

/** Debian's Chromium where Playwright cannot download its own browser; otherwise Playwright's. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
