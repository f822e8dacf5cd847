import {spawnSync} from 'node:child_process';

/** What the stand-in runner image (image.ts, runner.ts) takes from the machine it runs on. */
const COMMANDS = ['unshare', 'mount', 'mknod', 'dpkg', 'rsync', 'jq'];

function missing(): string | undefined {
  if (process.platform !== 'linux') return 'it needs Linux';
  if (process.getuid?.() !== 0)
    return 'it needs root (its jobs mount /usr/bin in their own namespace)';
  const absent = COMMANDS.filter(
    (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
  );
  return absent.length > 0 ? `it needs ${absent.join(', ')}` : undefined;
}

/**
 * Why this machine cannot host the rehearsal, or undefined. A developer's machine that cannot
 * (a Mac, a user without root) skips it with the reason; CI (.ci/run, as root on Debian) must
 * run it, so there the reason fails the run. GitHub runs the workflows themselves and not this.
 */
export const rehearsalUnavailable = missing();
if (rehearsalUnavailable && process.env.CI) {
  throw new Error(`The workflow rehearsal cannot run here: ${rehearsalUnavailable}.`);
}
