/**
 * A branch of the stand-in for GitHub, served the way GitHub Pages serves it: the project's own
 * `serve` with serve.json (`/x` answers x.html, an unknown address 404.html with status 404).
 */
import {spawn} from 'node:child_process';
import {mkdirSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {git} from './github';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => {
        resolve(port);
      });
    });
  });

export interface Pages {
  get(address: string): Promise<{status: number; text: string}>;
  close(): void;
}

/** Serves `branch` of the bare repository `repository`, checked out into `dir`. */
export async function servePages(repository: string, branch: string, dir: string): Promise<Pages> {
  mkdirSync(dir, {recursive: true});
  git(dir, 'clone', '--quiet', '--branch', branch, repository, '.');
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/serve/build/main.js'),
      dir,
      '--config',
      path.join(ROOT, 'serve.json'),
      '--no-clipboard',
      '--listen',
      `tcp://127.0.0.1:${String(port)}`,
    ],
    {stdio: 'ignore'},
  );
  const get = async (address: string) => {
    const response = await fetch(`http://127.0.0.1:${String(port)}${address}`);
    return {status: response.status, text: await response.text()};
  };
  for (let tries = 0; ; tries += 1) {
    try {
      await get('/');
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await sleep(50);
    }
  }
  return {get, close: () => server.kill()};
}
