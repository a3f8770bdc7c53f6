import { existsSync } from 'node:fs';

/**
 * The font that draws Japanese and Chinese in the server's PDFs (decision 181). `PDF_CJK_FONT` names one (a .ttf/.otf,
 * or a .ttc collection followed by `#` and the face's PostScript name); `none` turns them off. Without it the server
 * looks for the fonts Debian installs: WenQuanYi Micro Hei (`fonts-wqy-microhei`, 5 MB, in `.ci/run`) or Noto Sans CJK.
 * When none is found, ja and zh readers get the English document rather than empty boxes.
 */
export type CjkFont = { path: string; face: string | undefined };

const KNOWN: CjkFont[] = [
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKjp-Regular' },
];

export function cjkFont(env: NodeJS.ProcessEnv = process.env): CjkFont | null {
  const named = env.PDF_CJK_FONT?.trim();
  if (named === 'none') return null;
  if (named) {
    const [path, face] = named.split('#');
    return existsSync(path) ? { path, face: face || undefined } : null;
  }
  return KNOWN.find((font) => existsSync(font.path)) ?? null;
}
