import {test, expect, waitForHydration} from './fixtures';

/** The code test/pages/code-block.tsx passes to CodeBlock. */
const CODE = `export function Greeting({name}: {name: string}) {
  const message = 'こんにちは、' + name;
  return <p className="greeting">{message}</p>;
}`;

test.use({permissions: ['clipboard-read', 'clipboard-write']});

for (const mode of ['light', 'dark'] as const) {
  test(`a CodeBlock in a React page is highlighted and copies its code (${mode})`, async ({
    page,
  }) => {
    await page.goto(`/test/code-block?docusaurus-theme=${mode}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const block = page.locator('.theme-code-block');
    await expect(block.getByText('example.tsx', {exact: true})).toBeVisible();

    const keyword = block.locator('pre code span[style*="--shiki-light"]', {hasText: /^export$/});
    await expect(keyword).toBeVisible();
    const colour = await keyword.evaluate((span) => getComputedStyle(span).color);
    const plain = await block.locator('pre code').evaluate((code) => getComputedStyle(code).color);
    expect(colour, 'keywords and plain text differ in colour').not.toBe(plain);

    await block.hover();
    await block.getByRole('button', {name: 'クリップボードにコードをコピー'}).click();
    await expect(block.getByRole('button', {name: 'コピーしました'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
  });
}

test('a Markdown code block copies its code as written', async ({page}) => {
  await page.goto('/markdown-page');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'Student.swift'});
  await block.hover();
  await block.getByRole('button', {name: 'クリップボードにコードをコピー'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^struct Student {\n {4}let name: String\n {4}var level = 1\n\n/);
});
