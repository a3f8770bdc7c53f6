import PDFDocument from 'pdfkit';
import type { Invoice } from '../../src/contract/loads';
import type { DetentionLine, PayStatement } from '../../src/contract/pay';
import { formatDetentionMinutes } from '../../src/shared/detention';
import { PDF_LANGUAGES, PDF_WORDS, type PdfLanguage, type PdfWords } from './pay-pdf-text';

/**
 * The invoice and the pay statement as PDF (issue 40), made with pdfkit (decision 162). Times of events (arrival,
 * departure) are instants: shown in the zone the reader asked for (`tz`, else UTC), with the zone named.
 */

export type PdfOptions = { language: PdfLanguage; timeZone: string };

/** The PDF's language from `?lang=` or Accept-Language (first supported), else English; its zone from `?tz=`. */
export function pdfLanguage(lang: string | undefined, acceptLanguage: string | undefined): PdfLanguage {
  const wanted = [lang, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0])];
  for (const tag of wanted) {
    const base = tag?.trim().slice(0, 2).toLowerCase();
    if (base && (PDF_LANGUAGES as readonly string[]).includes(base)) return base as PdfLanguage;
  }
  return 'en';
}

export function pdfTimeZone(tz: string | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

type Formats = {
  words: PdfWords;
  money: (n: number) => string;
  instant: (iso: string | null) => string;
  day: (iso: string | null) => string;
};

function formatsOf({ language, timeZone }: PdfOptions): Formats {
  const words = PDF_WORDS[language];
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const instant = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  // A due or payment date is a calendar day: read in UTC so it never shifts.
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  // Intl's narrow and no-break spaces (fr "2 575,00 $US") are outside the standard fonts' encoding: plain spaces.
  const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
  return {
    words,
    money: (n) => plain(money.format(n)),
    instant: (iso) => (iso ? plain(instant.format(new Date(iso))) : words.none),
    day: (iso) => (iso ? plain(day.format(new Date(iso))) : words.none),
  };
}

type Doc = InstanceType<typeof PDFDocument>;

function render(title: string, draw: (doc: Doc) => void): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title, Producer: 'Haulbase' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  draw(doc);
  doc.end();
  return done;
}

const LEFT = 54;
const RIGHT = 612 - 54;

/** A label on the left and a value on the right of one line. */
function row(doc: Doc, label: string, value: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  doc.text(label, LEFT, y, { width: 330 });
  const after = doc.y;
  doc.text(value, LEFT + 330, y, { width: RIGHT - LEFT - 330, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.x = LEFT;
  doc.font('Helvetica');
}

function rule(doc: Doc) {
  doc.moveDown(0.3);
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).strokeColor('#999999').lineWidth(0.5).stroke();
  doc.moveDown(0.3);
}

function detentionEvidence(doc: Doc, lines: readonly DetentionLine[], f: Formats) {
  for (const line of lines) {
    row(doc, `${f.words.detention} · ${line.Stop}`, f.money(line.Amount));
    doc
      .fontSize(8.5)
      .fillColor('#444444')
      .text(
        [
          `${f.words.inOut}: ${f.instant(line.ArrivedAt)} – ${f.instant(line.DepartedAt)}`,
          `${f.words.billable}: ${formatDetentionMinutes(line.BillableMinutes)} × ${f.money(line.RatePerHour)}/h`,
          `${f.words.positionsInside}: ${line.PositionsInside}`,
          `${f.words.source}: ${f.words.sources[line.Source]}`,
        ].join('   ·   '),
        LEFT + 12,
        doc.y,
        { width: RIGHT - LEFT - 12 },
      )
      .fillColor('#000000')
      .fontSize(10);
    doc.x = LEFT;
    doc.moveDown(0.3);
  }
}

const place = (name: string | null, city: string | null, state: string | null) =>
  [name, [city, state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');

export function invoicePdf(invoice: Invoice, options: PdfOptions): Promise<Uint8Array<ArrayBuffer>> {
  const f = formatsOf(options);
  const w = f.words;
  return render(`${w.invoice} ${invoice.Code}`, (doc) => {
    row(doc, `${w.issuedFor}: ${invoice.IssuedFor.Name}`, `${w.invoiceDate}: ${f.day(invoice.InvoiceDate)}`);
    row(doc, `${w.issuedBy}: ${invoice.IssuedBy.Name || w.none}`, `${w.dueDate}: ${f.day(invoice.InvoiceDueDate)}`);
    row(
      doc,
      `${w.route}: ${place(invoice.PickupName, invoice.ShippingCity, invoice.ShippingState)}  –  ${place(invoice.DestinationName, invoice.ReceivingCity, invoice.ReceivingState)}`,
      invoice.InvoicePaid ? `${w.paidOn} ${f.day(invoice.InvoicePaymentDate)}` : w.unpaid,
      true,
    );
    rule(doc);
    row(doc, w.lineHaul, f.money(invoice.BasicPrice));
    for (const a of invoice.Accessorials) row(doc, `${w.accessorials} · ${a.Name}`, f.money(a.Total));
    detentionEvidence(doc, invoice.Detention, f);
    rule(doc);
    row(doc, w.total, f.money(invoice.Total), true);
    doc.moveDown(1).fontSize(8).fillColor('#666666').text(`${w.timesIn} ${options.timeZone}`);
  });
}

export function payStatementPdf(s: PayStatement, options: PdfOptions): Promise<Uint8Array<ArrayBuffer>> {
  const f = formatsOf(options);
  const w = f.words;
  return render(`${w.payStatement} ${s.Code}`, (doc) => {
    row(doc, `${w.carrier}: ${s.Carrier || w.none}`, `${w.status}: ${w.statuses[s.Status]}`, true);
    row(doc, `${w.load} ${s.Code}`, `${w.expectedPayment}: ${f.day(s.ExpectedPaymentDate)}`);
    rule(doc);
    row(doc, w.lineHaul, f.money(s.LineHaul));
    for (const a of s.Accessorials) row(doc, `${w.accessorials} · ${a.Name}`, f.money(a.Total));
    row(doc, w.rate, f.money(s.Rate), true);
    detentionEvidence(doc, s.Detention, f);
    row(doc, w.gross, f.money(s.Gross), true);
    row(doc, `${w.platformFee} (${s.PlatformFeePercent}%)`, `-${f.money(s.PlatformFee)}`);
    if (s.QuickPayFee > 0) row(doc, `${w.quickPayFee} (${s.QuickPayFeePercent}%)`, `-${f.money(s.QuickPayFee)}`);
    rule(doc);
    row(doc, w.net, f.money(s.Net), true);
    doc.moveDown(1).fontSize(8).fillColor('#666666').text(`${w.timesIn} ${options.timeZone}`);
  });
}
