/**
 * Renders static/img/social-card.png (1200×630) from scripts/social-card/card.html and the school
 * facts. Run `npm run social-card` after changing either; needs Chromium and a Japanese font.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {school} from '../src/data/school';
import {CHROMIUM_LAUNCH_OPTIONS} from '../test/support/chromium';

const ROOT = path.resolve(__dirname, '..');

async function main() {
  const template = await readFile(path.join(ROOT, 'scripts/social-card/card.html'), 'utf8');
  const logo = await readFile(path.join(ROOT, 'static/img/logo.svg'));
  const html = template
    .replace('LOGO_SRC', `data:image/svg+xml;base64,${logo.toString('base64')}`)
    .replace('SCHOOL_NAME', school.name)
    .replace('SCHOOL_TAGLINE', school.tagline);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  await page.screenshot({path: path.join(ROOT, 'static/img/social-card.png')});
  await browser.close();
}

void main();
