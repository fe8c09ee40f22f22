#!/usr/bin/env node
// Renders the app icons in static/img/icons from the site's own logo (static/img/logo.svg) with
// Chromium. Run after changing the logo; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {findChromium, CHROMIUM_ARGS} from './lib/browser.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'static/img/icons');
const BRAND = '#2e8555';

/**
 * `scale` is the logo's share of the canvas. Maskable icons keep it inside the 80 % safe circle;
 * opaque icons (Apple, maskable) get the brand colour behind the logo's rounded corners.
 */
const ICONS = [
  {file: 'icon-192.png', size: 192, scale: 1, background: null},
  {file: 'icon-512.png', size: 512, scale: 1, background: null},
  {file: 'maskable-512.png', size: 512, scale: 0.72, background: BRAND},
  {file: 'apple-touch-icon.png', size: 180, scale: 1, background: BRAND},
];

const logo = fs.readFileSync(path.join(ROOT, 'static/img/logo.svg'), 'utf8');
const logoDataUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

fs.mkdirSync(OUT_DIR, {recursive: true});
const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
const page = await browser.newPage({deviceScaleFactor: 1});
for (const {file, size, scale, background} of ICONS) {
  const logoSize = Math.round(size * scale);
  await page.setViewportSize({width: size, height: size});
  await page.setContent(
    `<body style="margin:0"><div id="icon" style="width:${size}px;height:${size}px;display:grid;place-items:center;` +
      `background:${background ?? 'transparent'}"><img src="${logoDataUrl}" width="${logoSize}" height="${logoSize}" alt=""></div></body>`,
  );
  await page.locator('#icon img').evaluate((img) => img.decode());
  await page.locator('#icon').screenshot({path: path.join(OUT_DIR, file), omitBackground: background === null});
  console.log(`${file} ${size}×${size}`);
}
await browser.close();
