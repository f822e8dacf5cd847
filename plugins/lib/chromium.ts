import {existsSync} from 'node:fs';
import type {LaunchOptions} from '@playwright/test';
// Shared with lighthouserc.cjs: as root on a closed network, Chromium needs these to start quietly.
import CHROMIUM_FLAGS from './chromium-flags.json' with {type: 'json'};

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const installed = (file: string) => (existsSync(file) ? file : undefined);

/**
 * The full browser, for Lighthouse: Debian's Chromium where Playwright cannot download its own
 * browser, or the one `CHROMIUM_PATH` names.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? installed(DEBIAN_CHROMIUM);

/**
 * What Playwright opens pages in. Like Playwright's own download, headless runs use Chromium's
 * headless shell when Debian's package of it is there: the browser suite takes about 40% less
 * time than in the full browser. Without either, Playwright's own browser.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? installed(DEBIAN_HEADLESS_SHELL) ?? CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
};
