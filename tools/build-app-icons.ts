import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * `npx tsx tools/build-app-icons.ts`: draws the installed site's icons (site/public/icons/) from
 * the favicon (site/public/favicon.svg) in Debian's Chromium, at the sizes phones ask for: 192
 * and 512 px for Android, 180 px for iOS's home screen, and 512 px "maskable" (the mark inside the
 * middle 80 %, on a full square of its colour, so a launcher's round or squircle crop keeps it).
 */
const root = process.cwd();
const favicon = readFileSync(join(root, 'site/public/favicon.svg'), 'utf8');
const BRAND = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#0c3a6b';
const folder = join(root, 'site/public/icons');

/** The favicon's mark without its rounded square: the icon's own background draws the shape. */
const mark = favicon.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>$/g, '');

const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0.1, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0.1, rounded: true },
  { file: 'apple-touch-icon-180.png', size: 180, inset: 0.12, rounded: false },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.22, rounded: false },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  mkdirSync(folder, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.size * (1 - 2 * icon.inset);
    await page.setContent(
      `<body style="margin:0;background:transparent">
        <div style="width:${icon.size}px;height:${icon.size}px;background:${BRAND};border-radius:${icon.rounded ? '22%' : '0'};display:grid;place-items:center">
          <svg xmlns="http://www.w3.org/2000/svg" viewBox="4 4 24 24" width="${inner}" height="${inner}">${mark}</svg>
        </div></body>`,
    );
    await page.screenshot({ path: join(folder, icon.file), omitBackground: true });
    await page.close();
    console.log(`site/public/icons/${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
