/**
 * The Content-Security-Policy plugins/site/publish-safely.ts writes (lib/contentSecurityPolicy):
 * every HTML file of the test build and of its preview build (the 404 page and the client
 * redirects' pages included) has it before anything it governs, and loads analytics' hosts only
 * where the build loads analytics. The browser suite proves the policy holds the pages unbroken.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {ANALYTICS_HOSTS} from '../../lib/contentSecurityPolicy';
import {PREVIEW_BASE_URL, PREVIEW_ROOT, TEST_BUILD_DIR} from '../support/testSite';

/** Both builds: the test build loads analytics, its preview never does. */
const BUILDS = [
  {dir: TEST_BUILD_DIR, analytics: true},
  {dir: path.join(PREVIEW_ROOT, PREVIEW_BASE_URL), analytics: false},
];

/**
 * All a page may hold before its policy: the doctype, `<html>`, `<head>` and `<meta charset>`
 * (minified or not). A meta policy governs only what the parser meets after it.
 */
const BEFORE_POLICY =
  /^\s*<!doctype html>\s*<html\b[^<>]*>\s*<head>\s*<meta\s+charset=["']?utf-8["']?\s*\/?>$/i;

/** The policy element, as written right after `<meta charset>`. */
const POLICY_META = /<meta http-equiv=Content-Security-Policy content="([^"]*)">/;

/** Sources that would let an inline or eval'd script run. */
const SCRIPT_LOOPHOLES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  "'strict-dynamic'",
];

const directivesOf = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

for (const {dir, analytics} of BUILDS) {
  test(`every HTML file of ${path.relative('.', dir)} has its policy first, analytics ${analytics ? 'on' : 'off'}`, () => {
    const files = readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter(
      (file) => file.endsWith('.html') && !file.startsWith(`pagefind${path.sep}`),
    );
    assert.ok(
      files.includes('404.html'),
      `${dir} holds no 404 page: run npm run build:test first.`,
    );
    const problems: string[] = [];
    for (const file of files) {
      const html = readFileSync(path.join(dir, file), 'utf8');
      const meta = POLICY_META.exec(html);
      if (!meta) {
        problems.push(`${file}: no policy`);
        continue;
      }
      if (!BEFORE_POLICY.test(html.slice(0, meta.index))) {
        problems.push(`${file}: before the policy: ${html.slice(0, meta.index)}`);
      }
      const directives = directivesOf(meta[1]);
      const scriptSources = directives.get('script-src') ?? [];
      const loopholes = scriptSources.filter((source) => SCRIPT_LOOPHOLES.includes(source));
      if (loopholes.length > 0) problems.push(`${file}: script-src ${loopholes.join(' ')}`);
      const analyticsHosts = ['script-src', 'img-src', 'connect-src'].flatMap((name) =>
        (directives.get(name) ?? []).filter((source) =>
          [...ANALYTICS_HOSTS, 'https://www.googletagmanager.com'].includes(source),
        ),
      );
      if (analytics !== analyticsHosts.length > 0) {
        problems.push(`${file}: analytics hosts ${analyticsHosts.join(' ') || 'none'}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}
