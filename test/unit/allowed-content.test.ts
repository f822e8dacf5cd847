/**
 * Every build judges pages by the allow-list (plugins/markdown/remark-allowed-content.ts): a page
 * with something the list refuses stops the build with the check's Japanese words, naming the
 * file and line. The content check's tests (content-check.test.ts) plant each attack; here the
 * build's side, and the list of the site's own code pages against CODEOWNERS.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {SITE_CODE_PAGES} from '../../plugins/markdown/allowed-content';
import remarkAllowedContent from '../../plugins/markdown/remark-allowed-content';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs the plugin as a build of the site at ROOT runs it on `file`. */
async function build(file: string, text: string) {
  const processor = unified().use(remarkParse);
  if (file.endsWith('.mdx')) processor.use(remarkMdx);
  processor.use(remarkAllowedContent);
  const vfile = new VFile({path: path.join(ROOT, file), cwd: ROOT, value: text});
  await processor.run(processor.parse(vfile), vfile);
}

test('a page with what the list refuses stops the build, naming its file and lines', async () => {
  await assert.rejects(
    build(
      'blog/2026-02-01-case/index.mdx',
      "# 記事\n\n{Object.constructor('alert(1)')()}\n\n<style>{'body{display:none}'}</style>\n",
    ),
    ({message}: Error) => {
      assert.match(
        message,
        /^ページに書けないものがあります（npm run check:content と同じ決まりです）。\n- blog\/2026-02-01-case\/index\.mdx 3 行目: \{Object\.constructor\('alert\(1\)'\)\(\)\} の「Object」は JavaScript にもとからある名前なので、ページでは使えません。.*\n- blog\/2026-02-01-case\/index\.mdx 5 行目: <style> はページに書けません。/,
      );
      return true;
    },
  );
  await assert.rejects(
    build(
      'docs/intro/case.md',
      '本文\n\n<iframe src="https://www.youtube-nocookie.com/embed/abc" title="動画" srcdoc="<script>parent.x=1</script>"></iframe>\n',
    ),
    /- docs\/intro\/case\.md 3 行目: 埋め込みに srcdoc= は書けません。/,
  );
});

test("a site's own code page may export code, where an editor's page may not", async () => {
  const exporting = 'export const year = new Date().getFullYear();\n\n{year}\n';
  await build('docs/aboutCompany/terms.mdx', exporting);
  await assert.rejects(build('docs/intro/plan.mdx', exporting), /plan\.mdx 1 行目: export は/);
});

test("each of the site's own code pages exists and CODEOWNERS sends it to a developer", () => {
  const owners = readFileSync(path.join(ROOT, '.github/CODEOWNERS'), 'utf8').split('\n');
  for (const page of SITE_CODE_PAGES) {
    assert.ok(existsSync(path.join(ROOT, page)), `${page} is listed but missing`);
    assert.ok(
      owners.some((line) => line.startsWith(`/${page} @`)),
      `.github/CODEOWNERS has no line for /${page}`,
    );
  }
});
