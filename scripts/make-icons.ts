/**
 * Renders public/favicon.svg into the PNG icons the platforms ask for (web manifest, iOS home screen), with
 * Debian's Chromium. Run after changing the logo: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium';

/** Sizes of the manifest (Android, Chrome, Edge, Windows) and Apple's touch icon. */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
export const MASKABLE_SIZES = [192, 512] as const;
const APPLE_TOUCH = 180;
const BRAND = '#0e7f5f';

const svg = readFileSync('public/favicon.svg', 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** `inset`: share of the side left around the logo (maskable icons keep it inside the 80 % safe zone). */
const html = (size: number, inset: number, background: string) =>
  `<html><body style="margin:0;background:${background}"><img src="${dataUrl}" style="display:block;width:${size * (1 - inset)}px;height:${size * (1 - inset)}px;margin:${(size * inset) / 2}px"></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  const render = async (file: string, size: number, inset: number, background: string) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(html(size, inset, background));
    await page.screenshot({
      path: `public/icons/${file}`,
      omitBackground: background === 'transparent',
      clip: { x: 0, y: 0, width: size, height: size },
    });
  };
  for (const size of ICON_SIZES) await render(`icon-${size}.png`, size, 0, 'transparent');
  for (const size of MASKABLE_SIZES) await render(`maskable-${size}.png`, size, 0.2, BRAND);
  await render('apple-touch-icon.png', APPLE_TOUCH, 0.12, BRAND);
  console.info('icons written to public/icons');
} finally {
  await browser.close();
}
