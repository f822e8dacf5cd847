import {spawn, type ChildProcess} from 'node:child_process';
import {writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import {test, expect} from './fixtures';
import {copySite, type SiteCopy} from '../support/siteCopy';

// The site has a single post, so newer/older links are proven on a copy with a second one.
const PORT = Number(process.env.PORT ?? 3000) + 100;
const SECOND_POST = `---
slug: second
title: 二つめの記事
authors: [teacher]
tags: [greeting]
---

二つめの記事です。

<!-- truncate -->

本文です。
`;

test.describe('newer/older post navigation', () => {
  test.describe.configure({mode: 'serial'});
  let site: SiteCopy;
  let server: ChildProcess;

  test.beforeAll(async () => {
    // The describe timeout does not reach hooks; building the copy takes long on a busy machine.
    test.setTimeout(240_000);
    site = await copySite();
    await mkdir(path.join(site.dir, 'blog/2023-05-01-second'));
    await writeFile(path.join(site.dir, 'blog/2023-05-01-second/index.md'), SECOND_POST);
    const {code, output} = await site.build();
    expect(code, output).toBe(0);
    server = spawn(
      process.execPath,
      [
        path.resolve('node_modules/serve/build/main.js'),
        'build',
        '--config',
        path.join(site.dir, 'serve.json'),
        '--no-clipboard',
        '--listen',
        String(PORT),
      ],
      {cwd: site.dir, stdio: 'ignore'},
    );
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${PORT}/`).then(
            (r) => r.status,
            () => 0,
          ),
        {timeout: 15_000},
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    server?.kill();
    await site?.remove();
  });

  test('links the newer and the older post to each other in Japanese', async ({page}) => {
    await page.goto(`http://localhost:${PORT}/blog/welcome`);
    const pager = page.locator('nav.pagination-nav');
    await expect(pager).toContainText('新しい記事');
    await pager.getByRole('link', {name: /二つめの記事/}).click();
    await expect(page.locator('h1')).toHaveText('二つめの記事');
    await expect(page.locator('nav.pagination-nav')).toContainText('過去の記事');
    await expect(page.locator('nav.pagination-nav').getByRole('link')).toHaveAttribute(
      'href',
      '/blog/welcome',
    );
  });
});
