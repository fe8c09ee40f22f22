#!/usr/bin/env node
// Renders the app icons (static/img/icons) and the social card shown when a page is shared
// (static/img/social-card.png) from the site's own logo (static/img/logo.svg) with Chromium.
// Run after changing the logo or the tagline; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {findChromium, chromiumArgs} from './lib/browser.mjs';

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
const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs()});
const page = await browser.newPage({deviceScaleFactor: 1});
for (const {file, size, scale, background} of ICONS) {
  const logoSize = Math.round(size * scale);
  await page.setViewportSize({width: size, height: size});
  await page.setContent(
    `<body style="margin:0"><div id="icon" style="width:${size}px;height:${size}px;display:grid;place-items:center;` +
      `background:${background ?? 'transparent'}"><img src="${logoDataUrl}" width="${logoSize}" height="${logoSize}" alt=""></div></body>`,
  );
  await page.locator('#icon img').evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
  await page.locator('#icon').screenshot({path: path.join(OUT_DIR, file), omitBackground: background === null});
  console.log(`${file} ${size}×${size}`);
}

// 1200×630 is the size Open Graph and Twitter cards display without cropping.
const CARD = {width: 1200, height: 630};
await page.setViewportSize(CARD);
await page.setContent(
  `<body style="margin:0"><div id="card" style="width:${CARD.width}px;height:${CARD.height}px;box-sizing:border-box;` +
    `padding:96px;display:flex;flex-direction:column;justify-content:center;gap:28px;background:#f6faf8;` +
    `font-family:'Noto Sans CJK SC','Noto Sans SC',sans-serif;color:#1c1e21;border-bottom:24px solid ${BRAND}">` +
    `<div style="display:flex;align-items:center;gap:32px"><img src="${logoDataUrl}" width="140" height="140" alt="">` +
    `<span style="font-size:112px;font-weight:700;letter-spacing:-2px">apis</span></div>` +
    `<div style="font-size:56px;font-weight:700">公共 API 目录与文档站</div>` +
    `<div style="font-size:34px;color:#3d4a44">按分类查找第三方接口，读懂鉴权、限额与调用示例</div></div></body>`,
);
await page.locator('#card img').evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
await page.evaluate(() => document.fonts.ready);
await page.locator('#card').screenshot({path: path.join(ROOT, 'static/img/social-card.png')});
console.log(`social-card.png ${CARD.width}×${CARD.height}`);
await browser.close();
