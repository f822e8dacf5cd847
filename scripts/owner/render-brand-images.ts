/**
 * Renders the raster brand images from their sources: static/img/social-card.png (1200×630) from
 * scripts/owner/social-card/card.html and the school facts, and static/img/apple-touch-icon.png (180×180)
 * from static/img/logo.svg. Run `npm run brand-images` after changing either; needs Chromium and a
 * Japanese font.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {school} from '../../src/data/school';
import {CHROMIUM_LAUNCH_OPTIONS} from '../../plugins/lib/chromium';

const ROOT = path.resolve(import.meta.dirname, '../..');
const output = (name: string) => path.join(ROOT, 'static/img', name);

async function render(browser: Browser, html: string, width: number, height: number, file: string) {
  const page = await browser.newPage({viewport: {width, height}});
  await page.setContent(html);
  await page.screenshot({path: output(file)});
  await page.close();
}

async function main() {
  const template = await readFile(path.join(ROOT, 'scripts/owner/social-card/card.html'), 'utf8');
  const logo = `data:image/svg+xml;base64,${(await readFile(output('logo.svg'))).toString('base64')}`;
  const card = template
    .replace('LOGO_SRC', logo)
    .replace('SCHOOL_NAME', school.name)
    .replace('SCHOOL_TAGLINE', school.tagline);
  // iOS rounds the corners itself, so the icon is the logo on a full square of its colour.
  const icon = `<body style="margin:0;background:#3949ab"><img src="${logo}" width="180" height="180"></body>`;

  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  await render(browser, card, 1200, 630, 'social-card.png');
  await render(browser, icon, 180, 180, 'apple-touch-icon.png');
  await browser.close();
}

void main();
