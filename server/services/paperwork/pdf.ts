import PDFDocument from 'pdfkit';
import type { PodException, RateConfirmationTerms } from '../../../src/contract/paperwork';
import { cjkFont } from './cjk-font';
import { formatInstant, formatWindow } from './facility-time';
import { PDF_TEXTS, type PdfLanguage, type PdfTexts, fill } from './texts';

/**
 * The rate confirmation and proof-of-delivery PDFs, drawn with pdfkit (decision 162). pdfkit's built-in Helvetica
 * covers the Latin languages; Japanese and Chinese are drawn with a CJK font when one is found (cjk-font.ts, decision
 * 181). Without it those two readers get the English document rather than empty boxes.
 */

type Doc = PDFKit.PDFDocument;
const MARGIN = 50;
const INK = '#1a1b1e';
const DIM = '#5c5f66';
const LINE = '#ced4da';

/** The language the document is actually written in (ja/zh fall back to English without a CJK font). */
export function documentLanguage(language: PdfLanguage): PdfLanguage {
  return (language === 'ja' || language === 'zh') && !cjkFont() ? 'en' : language;
}

function open(title: string, language: PdfLanguage): { doc: Doc; done: Promise<Uint8Array> } {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, lang: language, info: { Title: title, Producer: 'Haulbase' } });
  const font = language === 'ja' || language === 'zh' ? cjkFont() : null;
  if (font) {
    doc.registerFont('Body', font.path, font.face);
    doc.registerFont('Bold', font.path, font.face);
  } else {
    doc.registerFont('Body', 'Helvetica');
    doc.registerFont('Bold', 'Helvetica-Bold');
  }
  doc.font('Body').fillColor(INK);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return { doc, done };
}

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('Bold').fontSize(12).fillColor(INK).text(text);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width(doc), y)
    .strokeColor(LINE)
    .lineWidth(0.7)
    .stroke();
  doc.moveDown(0.4).font('Body').fontSize(10);
}

function field(doc: Doc, label: string, value: string | null | undefined) {
  doc.font('Bold').fontSize(10).fillColor(DIM).text(`${label}: `, { continued: true });
  doc
    .font('Body')
    .fillColor(INK)
    .text(value && value.trim() ? value : '—');
}

const money = (value: number, language: PdfLanguage) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(value);

function titleBlock(doc: Doc, title: string, lines: string[]) {
  doc.font('Bold').fontSize(20).fillColor(INK).text('Haulbase', { continued: true }).font('Body').fillColor(DIM).text(`  ·  ${title}`);
  doc.fontSize(10).fillColor(INK);
  for (const line of lines) doc.text(line);
}

function partyBlock(doc: Doc, x: number, y: number, w: number, label: string, lines: (string | null)[]) {
  doc.font('Bold').fontSize(10).fillColor(DIM).text(label.toUpperCase(), x, y, { width: w });
  doc.font('Body').fillColor(INK);
  for (const line of lines) if (line) doc.text(line, x, doc.y, { width: w });
  return doc.y;
}

export type Acceptance = { name: string; user: string; at: string; device: string } | null;

export function rateConfirmationPdf(
  terms: RateConfirmationTerms,
  meta: { version: number; issued: string; acceptance: Acceptance },
  requested: PdfLanguage,
): Promise<Uint8Array> {
  const language = documentLanguage(requested);
  const t: PdfTexts = PDF_TEXTS[language];
  const { doc, done } = open(`${t.rcTitle} ${terms.LoadCode}`, language);
  titleBlock(doc, t.rcTitle, [
    `${t.load}: ${terms.LoadCode}  ·  ${fill(t.version, { n: meta.version })}`,
    `${t.issued}: ${formatInstant(meta.issued, language)}`,
  ]);
  if (meta.version > 1)
    doc
      .fillColor(DIM)
      .text(fill(t.replaces, { n: meta.version - 1 }))
      .fillColor(INK);

  doc.moveDown(1);
  const top = doc.y;
  const half = (width(doc) - 20) / 2;
  const s = terms.Shipper;
  const c = terms.Carrier;
  const leftEnd = partyBlock(doc, MARGIN, top, half, t.shipper, [s.Name, s.Address, s.Phone, s.Email]);
  const rightEnd = partyBlock(doc, MARGIN + half + 20, top, half, t.carrier, [
    c.Name,
    `${t.mc} ${c.McNumber ?? '—'}  ·  ${t.dot} ${c.DotNumber ?? '—'}`,
    c.Phone,
    c.Email,
  ]);
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, rightEnd);

  heading(doc, t.stops);
  terms.Stops.forEach((stop, i) => {
    doc.font('Bold').text(`${i + 1}. ${stop.Type === 'Pick-up' ? t.pickUp : t.drop} — ${stop.Name || '—'}`);
    doc.font('Body').text(stop.Address);
    field(doc, t.appointment, formatWindow(stop.From, stop.To, stop.TimeZone, language) ?? t.noAppointment);
    doc.moveDown(0.4);
  });

  heading(doc, t.freight);
  field(doc, t.equipment, terms.Equipment);
  field(doc, t.commodity, terms.Commodity);
  field(doc, t.weight, terms.Weight === null ? null : `${new Intl.NumberFormat(language).format(terms.Weight)} ${terms.WeightType}`);

  heading(doc, t.rate);
  const row = (label: string, amount: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Bold' : 'Body').text(label, MARGIN, y, { width: width(doc) - 120 });
    doc.text(money(amount, language), MARGIN + width(doc) - 120, y, { width: 120, align: 'right' });
    doc.x = MARGIN;
  };
  row(t.lineHaul, terms.Rate);
  for (const a of terms.Accessorials) row(a.Name, a.Total);
  row(t.total, terms.Total, true);

  heading(doc, t.paymentTerms);
  doc.text(fill(t.terms, { days: terms.PaymentDays }));
  doc.text(fill(t.quickPay, { days: terms.QuickPay.Days, fee: terms.QuickPay.FeePercent }));
  if (terms.QuickPay.Selected) doc.text(t.quickPaySelected);

  heading(doc, t.acceptance);
  if (meta.acceptance) {
    const a = meta.acceptance;
    doc.text(fill(t.acceptedBy, { name: a.name, user: a.user, time: formatInstant(a.at, language), device: a.device }));
  } else {
    doc.fillColor(DIM).text(t.notAccepted).fillColor(INK).moveDown(1.5);
    const y = doc.y;
    doc.text(`${t.signHere}: ______________________________`, MARGIN, y);
    doc.text(`${t.date}: ______________`, MARGIN + width(doc) - 170, y);
  }
  doc.end();
  return done;
}

export type PodFacts = {
  loadCode: string;
  carrier: string | null;
  deliveredTo: { name: string; address: string };
  signedBy: string;
  signedAt: string;
  takenBy: string;
  signature: Uint8Array;
  exceptions: PodException[];
  /** Page photos of the signed BOL, then the exceptions' photos (by file name). */
  bolPages: Uint8Array[];
  exceptionPhotos: Map<string, Uint8Array>;
};

export function proofOfDeliveryPdf(facts: PodFacts, requested: PdfLanguage): Promise<Uint8Array> {
  const language = documentLanguage(requested);
  const t: PdfTexts = PDF_TEXTS[language];
  const { doc, done } = open(`${t.podTitle} ${facts.loadCode}`, language);
  titleBlock(doc, t.podTitle, [`${t.load}: ${facts.loadCode}`, ...(facts.carrier ? [`${t.carrier}: ${facts.carrier}`] : [])]);
  heading(doc, t.deliveredTo);
  doc.text(facts.deliveredTo.name || '—').text(facts.deliveredTo.address);
  doc.moveDown(0.6);
  field(doc, t.receivedBy, facts.signedBy);
  field(doc, t.signedAt, formatInstant(facts.signedAt, language));
  doc.moveDown(0.5).font('Bold').fillColor(DIM).text(t.signature).fillColor(INK);
  const box = { x: MARGIN, y: doc.y + 4, w: 260, h: 110 };
  doc.rect(box.x, box.y, box.w, box.h).strokeColor(LINE).stroke();
  doc.image(Buffer.from(facts.signature), box.x + 5, box.y + 5, { fit: [box.w - 10, box.h - 10], align: 'center', valign: 'center' });
  doc.x = MARGIN;
  doc.y = box.y + box.h + 6;
  doc
    .font('Body')
    .fillColor(DIM)
    .text(fill(t.takenBy, { name: facts.takenBy }))
    .fillColor(INK);

  heading(doc, t.exceptions);
  if (facts.exceptions.length === 0) doc.text(t.noExceptions);
  for (const e of facts.exceptions) {
    doc.font('Bold').text(t[e.Kind], { continued: Boolean(e.Note) });
    if (e.Note) doc.font('Body').text(` — ${e.Note}`);
    doc.font('Body');
  }

  const photoPage = (caption: string, bytes: Uint8Array) => {
    doc.addPage();
    doc.font('Bold').fontSize(11).text(`${facts.loadCode} · ${caption}`);
    doc.image(Buffer.from(bytes), MARGIN, doc.y + 8, { fit: [width(doc), doc.page.height - doc.y - MARGIN - 16], align: 'center' });
  };
  facts.bolPages.forEach((bytes, i) => photoPage(fill(t.bolPage, { n: i + 1, total: facts.bolPages.length }), bytes));
  for (const e of facts.exceptions)
    for (const name of e.Photos) {
      const bytes = facts.exceptionPhotos.get(name);
      if (bytes) photoPage(fill(t.exceptionPhoto, { kind: t[e.Kind] }), bytes);
    }
  doc.end();
  return done;
}
