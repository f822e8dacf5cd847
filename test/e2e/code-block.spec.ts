import {test, expect, waitForHydration} from './fixtures';

/** The code test/test-build-pages/code-block.tsx passes to CodeBlock. */
const CODE = `export function Greeting({name}: {name: string}) {
  const message = 'こんにちは、' + name;
  return <p className="greeting">{message}</p>;
}`;

test.use({permissions: ['clipboard-read', 'clipboard-write']});

// Markdown code blocks get their tokens at build time and are checked on every page that has
// one (page-visits.spec.ts); a CodeBlock written in a React page highlights itself after it mounts.
test('a CodeBlock in a React page is highlighted in both modes and copies its code', async ({
  page,
}) => {
  await page.goto('/test/code-block');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block');
  await expect(block.getByText('example.tsx', {exact: true})).toBeVisible();
  const keyword = block.locator('pre code span[style*="--shiki-light"]', {hasText: /^export$/});
  await expect(keyword).toBeVisible();
  const colours = async () => ({
    keyword: await keyword.evaluate((span) => getComputedStyle(span).color),
    plain: await block.locator('pre code').evaluate((code) => getComputedStyle(code).color),
  });
  const light = await colours();
  await page.getByRole('button', {name: /モード/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await colours();
  for (const {keyword: colour, plain} of [light, dark]) {
    expect(colour, 'keywords and plain text differ in colour').not.toBe(plain);
  }
  expect(dark.keyword, 'the keyword colour follows the colour mode').not.toBe(light.keyword);

  await block.hover();
  await block.getByRole('button', {name: 'クリップボードにコードをコピー'}).click();
  await expect(block.getByRole('button', {name: 'コピーしました'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
});
