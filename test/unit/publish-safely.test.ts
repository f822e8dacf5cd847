import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import exiftoolPath from 'exiftool-vendored.pl';
import publishSafelyPlugin, {withPolicy} from '../../plugins/site/publish-safely';
import {ANALYTICS_HOSTS} from '../../lib/contentSecurityPolicy';
import {DIALOG_STYLES} from '../../src/components/SiteSearch/styles';
import {SEARCH_INDEX_DIR} from '../../plugins/site/site-search';
import {CAMERA, gpsTaggedJpeg} from '../support/photos';

/** Runs the plugin's postBuild on `outDir`, as a build without analytics does. */
const publishSafely = async (outDir: string) =>
  await publishSafelyPlugin().postBuild?.({outDir, siteConfig: {customFields: {}}} as never);

const HEIC_PHOTO = path.resolve(import.meta.dirname, '../fixtures/iphone-photo.heic');

/** The tags of `file` that tell where or with which camera it was taken (exifr cannot read HEIC). */
function revealingTags(file: string): string[] {
  const [tags] = JSON.parse(
    execFileSync(exiftoolPath, ['-json', '-GPS:all', '-SerialNumber', file], {encoding: 'utf8'}),
  ) as Record<string, unknown>[];
  return Object.keys(tags ?? {}).filter((tag) => tag !== 'SourceFile');
}

/** A page as the HTML minifier leaves StructuredData's block: only `<` escaped. */
const PAGE =
  '<head><meta charset=utf-8><script type=application/ld+json>{"headline":"a \\u003C/b> & c"}</script></head>';

test('plugins/site/publish-safely: escapes built pages whole, and leaves the search index alone', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'publish-safely-'));
  try {
    await mkdir(path.join(outDir, SEARCH_INDEX_DIR));
    await writeFile(path.join(outDir, 'page.html'), PAGE);
    await writeFile(path.join(outDir, SEARCH_INDEX_DIR, 'page.html'), PAGE);

    await publishSafely(outDir);

    const page = await readFile(path.join(outDir, 'page.html'), 'utf8');
    assert.match(page, /"a \\u003C\/b\\u003e \\u0026 c"/);
    assert.equal(await readFile(path.join(outDir, SEARCH_INDEX_DIR, 'page.html'), 'utf8'), PAGE);
    assert.deepEqual(
      (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.publishing')),
      [],
      'no half-written page is left beside the real one',
    );
  } finally {
    await rm(outDir, {recursive: true});
  }
});

test('plugins/site/publish-safely: an iPhone photo copied from static/ loses its camera serial and position', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'publish-safely-'));
  try {
    const photo = path.join(outDir, 'img', 'IMG_0001.HEIC');
    await mkdir(path.dirname(photo));
    await copyFile(HEIC_PHOTO, photo);
    assert.ok(revealingTags(photo).includes('GPSLatitudeRef'), 'the fixture tells its position');

    await publishSafely(outDir);

    assert.deepEqual(revealingTags(photo), []);
    assert.equal((await readFile(photo)).includes(CAMERA.bodySerial), false, 'camera serial bytes');
  } finally {
    await rm(outDir, {recursive: true});
  }
});

test('plugins/site/publish-safely: a cleaned inlined photo stays valid in an unquoted attribute', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'publish-safely-'));
  try {
    // As the minifier writes an attribute whose value has no `=`: without quotes.
    const base64 = (await gpsTaggedJpeg({width: 48, height: 36})).toString('base64');
    const page = path.join(outDir, 'page.html');
    await writeFile(
      page,
      `<meta charset=utf-8><p><img src=data:image/jpeg;base64,${base64.replace(/=+$/, '')} alt=x>`,
    );

    await publishSafely(outDir);

    const src = /<img src=(\S+) alt=x>/.exec(await readFile(page, 'utf8'))?.[1] ?? '';
    assert.ok(src.length > 0 && !src.includes(base64), 'the photo was replaced');
    assert.doesNotMatch(src, /=/, 'an unquoted attribute value may not hold `=`');
  } finally {
    await rm(outDir, {recursive: true});
  }
});

/** The hash source a browser matches `text` against. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A built page as Docusaurus writes one, its inline code where each writer puts it. */
const builtPage = ({head = '', body = ''}: {head?: string; body?: string}) =>
  `<!doctype html><html lang=ja><head><meta charset=UTF-8><title data-rh=true>t</title>${head}</head><body><script>theme()</script><div id=__docusaurus>${body}</div></body></html>`;

const policyOf = (html: string) =>
  /<meta charset=UTF-8><meta http-equiv=Content-Security-Policy content="([^"]*)">/.exec(html)?.[1];

const sourcesOf = (policy: string | undefined, directive: string) =>
  policy
    ?.split(';')
    .find((part) => part.startsWith(`${directive} `))
    ?.split(' ')
    .slice(1);

test('plugins/site/publish-safely: the policy follows <meta charset> and hashes the build’s own inline code only', () => {
  const page = withPolicy(
    builtPage({
      head: '<script src=/assets/js/main.js defer></script><script>cleanUrl()</script><noscript><style>.a{b:c}</style></noscript><script type=application/ld+json>{}</script>',
      body: '<style>body{display:none}</style><p style="color:red">x</p>',
    }),
    {name: 'index.html', analytics: false},
  );
  assert.equal(typeof page, 'string');
  const policy = policyOf(page as string);
  assert.deepEqual(sourcesOf(policy, 'script-src'), [
    "'self'",
    "'wasm-unsafe-eval'",
    sha256('cleanUrl()'),
    sha256('theme()'),
  ]);
  assert.deepEqual(sourcesOf(policy, 'style-src-elem'), [
    "'self'",
    sha256('.a{b:c}'),
    sha256(DIALOG_STYLES),
  ]);
  assert.doesNotMatch(policy ?? '', /google/, 'no analytics host without analytics');
});

test('plugins/site/publish-safely: with analytics, its hosts and only Google’s', () => {
  const policy = policyOf(withPolicy(builtPage({}), {name: 'a.html', analytics: true}) as string);
  assert.deepEqual(sourcesOf(policy, 'script-src')?.slice(-1), [
    'https://www.googletagmanager.com',
  ]);
  for (const directive of ['img-src', 'connect-src']) {
    assert.deepEqual(
      sourcesOf(policy, directive)?.filter((source) => source.startsWith('https:')),
      [...ANALYTICS_HOSTS],
      directive,
    );
  }
});

test('plugins/site/publish-safely: a client redirect page’s script is allowed, the same text in a page is not', () => {
  // As @docusaurus/plugin-client-redirects writes it.
  const redirect = (to: string) =>
    `\n    window.location.href = '${to}' + window.location.search + window.location.hash;\n  `;
  const stub = `<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n  </head>\n  <script>${redirect('/docs/intro')}</script>\n</html>`;
  const page = withPolicy(stub, {name: 'docs/index.html', analytics: false});
  assert.equal(typeof page, 'string');
  assert.match(page as string, /<meta charset="UTF-8"><meta http-equiv=Content-Security-Policy /);
  assert.ok((page as string).includes(sha256(redirect('/docs/intro'))));
  const post = builtPage({body: `<script>${redirect('/x')}</script>`});
  assert.equal(typeof withPolicy(post, {name: 'p.html', analytics: false}), 'object');
});

test('plugins/site/publish-safely: any other executable script fails the build, naming its file and line', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'publish-safely-'));
  try {
    const planted = [
      // An editor's script in a post, of any type a browser runs.
      builtPage({body: '<p>x</p>\n<script>alert(1)</script>'}),
      builtPage({body: '<script type=module>alert(1)</script>'}),
      // An MDX <head>, which Docusaurus hoists into the document's head through Helmet.
      builtPage({head: '<script data-rh=true>alert(1)</script>'}),
      // A file of the origin, which may be a preview's.
      builtPage({body: '<script src=/pr-preview/pr-3/assets/js/x.js></script>'}),
    ];
    await mkdir(path.join(outDir, 'blog'));
    await Promise.all(
      planted.map((html, index) => writeFile(path.join(outDir, 'blog', `${index}.html`), html)),
    );
    await writeFile(path.join(outDir, 'plain.html'), '<p>no charset</p>');
    await assert.rejects(publishSafely(outDir), (error: Error) => {
      for (const where of [
        `blog${path.sep}0.html の 2 行目`,
        `blog${path.sep}1.html の 1 行目`,
        `blog${path.sep}2.html の 1 行目`,
        `blog${path.sep}3.html の 1 行目`,
      ]) {
        assert.ok(error.message.includes(where), `${where} in: ${error.message}`);
      }
      assert.match(error.message, /plain\.html: <meta charset> がない/);
      return true;
    });
  } finally {
    await rm(outDir, {recursive: true});
  }
});
