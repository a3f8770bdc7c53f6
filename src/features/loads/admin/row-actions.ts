export type LoadAction = 'detail' | 'track' | 'updateBill' | 'updateInvoice' | 'printBill' | 'printInvoice';

/** Spec 2 §2.1: Track load is hidden for drafts; billing actions are hidden while the load is BK, OP or DF. */
export function loadActions(statusCode: string | null | undefined): LoadAction[] {
  const actions: LoadAction[] = ['detail'];
  if (statusCode !== 'DF') actions.push('track');
  if (!['BK', 'OP', 'DF'].includes(statusCode ?? '')) actions.push('updateBill', 'updateInvoice', 'printBill', 'printInvoice');
  return actions;
}

export const invoicePrintHref = (id: number) => `/Loads/${id}/invoice`;
export const billPrintHref = (id: number) => `/Loads/${id}/bill`;
