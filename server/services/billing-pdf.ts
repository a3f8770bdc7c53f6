/**
 * A valid one-page PDF (US Letter, Helvetica) from lines of text — for seeded contracts and the seeded provider's
 * invoice documents. Byte offsets in the cross-reference table are exact, so every reader opens it without repair.
 * Text is limited to printable ASCII (anything else becomes '?').
 */

const escapePdf = (text: string) =>
  text
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

export type PdfLine = { text: string; size?: number; gap?: number };

export function simplePdf(title: string, lines: (string | PdfLine)[]): Uint8Array<ArrayBuffer> {
  const ops: string[] = ['BT', '/F1 18 Tf', '72 720 Td', `(${escapePdf(title)}) Tj`];
  let size = 18;
  for (const raw of lines) {
    const line = typeof raw === 'string' ? { text: raw } : raw;
    const next = line.size ?? 11;
    ops.push(`0 -${line.gap ?? Math.round(Math.max(size, next) * 1.5)} Td`);
    if (next !== size) ops.push(`/F1 ${next} Tf`);
    size = next;
    ops.push(`(${escapePdf(line.text)}) Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapePdf(title)}) /Producer (Haulbase) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = Buffer.from(body, 'latin1');
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}
