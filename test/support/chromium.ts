import {existsSync} from 'node:fs';
import type {LaunchOptions} from '@playwright/test';
// Shared with lighthouserc.cjs: as root on a closed network, Chromium needs these to start quietly.
import CHROMIUM_FLAGS from './chromium-flags.json';

/** Debian's Chromium where Playwright cannot download its own browser; otherwise Playwright's. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
};
