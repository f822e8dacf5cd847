import {existsSync} from 'node:fs';
import type {LaunchOptions} from '@playwright/test';
// Shared with lighthouserc.cjs: as root on a closed network, Chromium needs these to start quietly.
import CHROMIUM_FLAGS from './chromium-flags.json' with {type: 'json'};

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The value of `CHROMIUM_PATH` that picks the browser `npx playwright install chromium` downloaded. */
const PLAYWRIGHT_BROWSER = 'playwright';

/**
 * Which Chromium to start: the file `CHROMIUM_PATH` names, or undefined for Playwright's own
 * download (`CHROMIUM_PATH=playwright`). Unnamed, a machine of ours uses the first of Debian's
 * packages that is installed. On GitHub Actions nothing is guessed: the runner image's
 * /usr/bin/chromium is whatever Chromium that week's image has, so each job names its browser.
 */
export function chooseChromium(
  env: NodeJS.ProcessEnv,
  debianPackages: readonly string[],
  installed: (file: string) => boolean = existsSync,
): string | undefined {
  const named = env.CHROMIUM_PATH;
  if (named) return named === PLAYWRIGHT_BROWSER ? undefined : named;
  if (env.GITHUB_ACTIONS === 'true') return undefined;
  return debianPackages.find(installed);
}

/** The full browser, for Lighthouse. */
export const CHROMIUM_PATH = chooseChromium(process.env, [DEBIAN_CHROMIUM]);

/**
 * What Playwright opens pages in. Like Playwright's own download, headless runs prefer Chromium's
 * headless shell: the browser suite takes about 40% less time than in the full browser.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: chooseChromium(process.env, [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]),
  args: CHROMIUM_FLAGS,
};
