import { deflateSync } from 'node:zlib';

/** Small real documents for the seeded attachments: a valid one-page PDF and a valid PNG, built in code. */

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** A one-page US Letter PDF 1.4 with a title and a few lines of Helvetica text. */
export function onePagePdf(title: string, lines: string[]): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`).replace(/[^\x20-\x7e]/g, '?');
  const text = [
    `BT /F1 20 Tf 72 720 Td (${escape(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 11 Tf 72 ${690 - i * 16} Td (${escape(line)}) Tj ET`),
  ].join('\n');
  const stream = deflateSync(ascii(text));
  const objects: Buffer[] = [
    ascii('<< /Type /Catalog /Pages 2 0 R >>'),
    ascii('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    ascii('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>'),
    ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([ascii(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, ascii('\nendstream')]),
  ];
  const parts: Buffer[] = [ascii('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([ascii(`${i + 1} 0 obj\n`), body, ascii('\nendobj\n')]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(ascii(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([ascii(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * An RGB PNG of `width` × `height`: a vertical gradient between two colours with a darker band, standing in for
 * a photo of freight (the attachment preview needs a real image).
 */
export function gradientPng(width: number, height: number, from: [number, number, number], to: [number, number, number]): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    const f = y / Math.max(1, height - 1);
    const band = y > height * 0.6 && y < height * 0.75 ? 0.6 : 1;
    for (let x = 0; x < width; x++) {
      const shade = 0.85 + 0.15 * (x / Math.max(1, width - 1));
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = Math.round((from[c] + (to[c] - from[c]) * f) * shade * band);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
