import type { Page } from '@playwright/test';

/** A sheet of paper with lines of text: its size in pixels, its colour, an optional bold title, the text's font and place. */
export type PaperSheet = {
  width: number;
  height: number;
  paper: string;
  title?: string;
  font: string;
  left: number;
  top: number;
  lines: string[];
  quality: number;
};

/** A JPEG of the sheet drawn by the browser: a sharp, well-lit page, as the phone's camera hands it over. */
export async function photographSheet(page: Page, sheet: PaperSheet): Promise<Buffer> {
  const b64 = await page.evaluate((sheet) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: sheet.width, height: sheet.height });
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = sheet.paper;
    draw.fillRect(0, 0, sheet.width, sheet.height);
    draw.fillStyle = '#111';
    if (sheet.title) {
      draw.font = 'bold 48px sans-serif';
      draw.fillText(sheet.title, sheet.left, 100);
    }
    draw.font = sheet.font;
    sheet.lines.forEach((text, line) => draw.fillText(text, sheet.left, sheet.top + line * 44));
    return canvas.toDataURL('image/jpeg', sheet.quality).split(',')[1];
  }, sheet);
  return Buffer.from(b64, 'base64');
}

/** The one-page signed bill of lading the trucker photographs at delivery. */
export const signedBolPhoto = (page: Page) =>
  photographSheet(page, {
    width: 800,
    height: 600,
    paper: '#f4f1e8',
    font: '28px sans-serif',
    left: 40,
    top: 60,
    lines: Array.from({ length: 12 }, (_, line) => `Received in good order, pallet ${line + 1} of 12`),
    quality: 0.9,
  });
