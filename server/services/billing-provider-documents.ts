import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { providerInvoices, subscriptions } from '../db/schema';
import { loadBillingContext, type BillingContext } from './billing-account';
import { simplePdf } from './billing-pdf';

/**
 * The invoice documents of the seeded provider (decision 061): a real provider hosts its invoice PDF and page and
 * we store their URLs; the seeded provider has none, so this server renders both from the synced invoice row.
 */

type InvoiceRow = typeof providerInvoices.$inferSelect;

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (d: Date) => d.toISOString().slice(0, 10);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function providerInvoiceDocument(invoice: InvoiceRow, ctx: BillingContext, what: 'pdf' | 'view') {
  const lines: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Date', day(invoice.date)],
    ['Billed to', `${ctx.name} <${ctx.email}>`],
    ['Plan', ctx.plan?.name ?? '-'],
    ['Amount', money(invoice.amount)],
    ['Status', invoice.status],
  ];
  if (what === 'pdf') {
    const body = simplePdf(`Haulbase invoice ${invoice.number}`, [
      ...lines.map(([label, value]) => `${label}: ${value}`),
      { text: 'Invoices are payable within 20 days. Questions: billing@haulbase.test', size: 9, gap: 36 },
    ]);
    return {
      body,
      contentType: 'application/pdf',
      disposition: `inline; filename="invoice-${invoice.number.replace(/[^\w.-]/g, '_')}.pdf"`,
    };
  }
  const rows = lines.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(invoice.number)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>Invoice ${escapeHtml(invoice.number)}</h1><table>${rows}</table>
<p>Invoices are payable within 20 days.</p></body></html>`;
  return { body: html, contentType: 'text/html; charset=utf-8', disposition: 'inline' };
}

/** The document of a stored provider invoice (null when there is no such invoice). */
export async function providerInvoiceDocumentById(db: Db, invoiceId: number, what: 'pdf' | 'view') {
  const [row] = await db
    .select({ invoice: providerInvoices, userId: subscriptions.userId })
    .from(providerInvoices)
    .innerJoin(subscriptions, eq(subscriptions.id, providerInvoices.subscriptionId))
    .where(eq(providerInvoices.id, invoiceId));
  if (!row) return null;
  return providerInvoiceDocument(row.invoice, await loadBillingContext(db, row.userId), what);
}
