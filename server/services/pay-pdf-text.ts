/**
 * The words of the invoice and pay-statement PDFs in each language of the app (issue 40). The PDFs use pdfkit's
 * standard Helvetica, which has no Japanese or Chinese glyphs: until a CJK font is bundled those two get the English
 * words (decision 165), with dates and amounts still in their own format.
 */

export const PDF_LANGUAGES = ['en', 'fr', 'es', 'de', 'ja', 'zh'] as const;
export type PdfLanguage = (typeof PDF_LANGUAGES)[number];

export type PdfWords = {
  invoice: string;
  payStatement: string;
  load: string;
  issuedFor: string;
  issuedBy: string;
  invoiceDate: string;
  dueDate: string;
  paid: string;
  unpaid: string;
  paidOn: string;
  lineHaul: string;
  accessorials: string;
  detention: string;
  total: string;
  route: string;
  stop: string;
  inOut: string;
  billable: string;
  positionsInside: string;
  source: string;
  sources: Record<'StatusTaps' | 'Geofence' | 'Adjusted' | 'None', string>;
  carrier: string;
  rate: string;
  gross: string;
  platformFee: string;
  quickPayFee: string;
  net: string;
  status: string;
  expectedPayment: string;
  statuses: Record<'AwaitingDelivery' | 'AwaitingProofOfDelivery' | 'Due' | 'QuickPayRequested' | 'QuickPayApproved' | 'Paid', string>;
  none: string;
  timesIn: string;
};

const en: PdfWords = {
  invoice: 'Invoice',
  payStatement: 'Pay statement',
  load: 'Load',
  issuedFor: 'Bill to',
  issuedBy: 'Carrier',
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  paid: 'Paid',
  unpaid: 'Not paid',
  paidOn: 'Paid on',
  lineHaul: 'Line haul',
  accessorials: 'Accessorials',
  detention: 'Detention',
  total: 'Total',
  route: 'Route',
  stop: 'Stop',
  inOut: 'In – out',
  billable: 'Billable',
  positionsInside: 'Positions inside',
  source: 'Source',
  sources: { StatusTaps: 'Status taps', Geofence: 'Geofence', Adjusted: 'Adjusted by staff', None: '—' },
  carrier: 'Carrier',
  rate: 'Rate',
  gross: 'Gross',
  platformFee: 'Platform fee',
  quickPayFee: 'Quick-pay fee',
  net: 'Net pay',
  status: 'Status',
  expectedPayment: 'Expected payment',
  statuses: {
    AwaitingDelivery: 'Awaiting delivery',
    AwaitingProofOfDelivery: 'Awaiting proof of delivery',
    Due: 'Due',
    QuickPayRequested: 'Quick pay requested',
    QuickPayApproved: 'Quick pay approved',
    Paid: 'Paid',
  },
  none: '—',
  timesIn: 'Times in',
};

const fr: PdfWords = {
  invoice: 'Facture',
  payStatement: 'Relevé de paiement',
  load: 'Chargement',
  issuedFor: 'Facturé à',
  issuedBy: 'Transporteur',
  invoiceDate: 'Date de facture',
  dueDate: 'Échéance',
  paid: 'Payée',
  unpaid: 'Non payée',
  paidOn: 'Payée le',
  lineHaul: 'Transport',
  accessorials: 'Frais annexes',
  detention: 'Immobilisation',
  total: 'Total',
  route: 'Trajet',
  stop: 'Arrêt',
  inOut: 'Entrée – sortie',
  billable: 'Facturable',
  positionsInside: 'Positions dans la zone',
  source: 'Source',
  sources: { StatusTaps: 'Statuts saisis', Geofence: 'Géorepérage', Adjusted: 'Ajusté par l’équipe', None: '—' },
  carrier: 'Transporteur',
  rate: 'Tarif',
  gross: 'Brut',
  platformFee: 'Frais de plateforme',
  quickPayFee: 'Frais de paiement rapide',
  net: 'Net à payer',
  status: 'Statut',
  expectedPayment: 'Paiement prévu',
  statuses: {
    AwaitingDelivery: 'En attente de livraison',
    AwaitingProofOfDelivery: 'En attente de preuve de livraison',
    Due: 'À payer',
    QuickPayRequested: 'Paiement rapide demandé',
    QuickPayApproved: 'Paiement rapide approuvé',
    Paid: 'Payé',
  },
  none: '—',
  timesIn: 'Heures en',
};

const es: PdfWords = {
  invoice: 'Factura',
  payStatement: 'Estado de pago',
  load: 'Carga',
  issuedFor: 'Facturar a',
  issuedBy: 'Transportista',
  invoiceDate: 'Fecha de factura',
  dueDate: 'Vencimiento',
  paid: 'Pagada',
  unpaid: 'No pagada',
  paidOn: 'Pagada el',
  lineHaul: 'Flete',
  accessorials: 'Cargos adicionales',
  detention: 'Tiempo de espera',
  total: 'Total',
  route: 'Ruta',
  stop: 'Parada',
  inOut: 'Entrada – salida',
  billable: 'Facturable',
  positionsInside: 'Posiciones dentro',
  source: 'Origen',
  sources: { StatusTaps: 'Estados marcados', Geofence: 'Geocerca', Adjusted: 'Ajustado por el personal', None: '—' },
  carrier: 'Transportista',
  rate: 'Tarifa',
  gross: 'Bruto',
  platformFee: 'Comisión de la plataforma',
  quickPayFee: 'Comisión de pago rápido',
  net: 'Pago neto',
  status: 'Estado',
  expectedPayment: 'Pago previsto',
  statuses: {
    AwaitingDelivery: 'Pendiente de entrega',
    AwaitingProofOfDelivery: 'Pendiente de prueba de entrega',
    Due: 'Por pagar',
    QuickPayRequested: 'Pago rápido solicitado',
    QuickPayApproved: 'Pago rápido aprobado',
    Paid: 'Pagado',
  },
  none: '—',
  timesIn: 'Horas en',
};

const de: PdfWords = {
  invoice: 'Rechnung',
  payStatement: 'Zahlungsübersicht',
  load: 'Ladung',
  issuedFor: 'Rechnung an',
  issuedBy: 'Frachtführer',
  invoiceDate: 'Rechnungsdatum',
  dueDate: 'Fällig am',
  paid: 'Bezahlt',
  unpaid: 'Nicht bezahlt',
  paidOn: 'Bezahlt am',
  lineHaul: 'Fracht',
  accessorials: 'Zusatzleistungen',
  detention: 'Standzeit',
  total: 'Summe',
  route: 'Strecke',
  stop: 'Stopp',
  inOut: 'Ankunft – Abfahrt',
  billable: 'Abrechenbar',
  positionsInside: 'Positionen im Bereich',
  source: 'Quelle',
  sources: { StatusTaps: 'Statusmeldungen', Geofence: 'Geofence', Adjusted: 'Vom Team angepasst', None: '—' },
  carrier: 'Frachtführer',
  rate: 'Frachtrate',
  gross: 'Brutto',
  platformFee: 'Plattformgebühr',
  quickPayFee: 'Schnellzahlungsgebühr',
  net: 'Auszahlung netto',
  status: 'Status',
  expectedPayment: 'Erwartete Zahlung',
  statuses: {
    AwaitingDelivery: 'Wartet auf Zustellung',
    AwaitingProofOfDelivery: 'Wartet auf Zustellnachweis',
    Due: 'Fällig',
    QuickPayRequested: 'Schnellzahlung beantragt',
    QuickPayApproved: 'Schnellzahlung genehmigt',
    Paid: 'Bezahlt',
  },
  none: '—',
  timesIn: 'Zeiten in',
};

export const PDF_WORDS: Record<PdfLanguage, PdfWords> = { en, fr, es, de, ja: en, zh: en };
