export type LoadAction = 'detail' | 'track' | 'assign' | 'unassign' | 'updateBill' | 'updateInvoice' | 'printBill' | 'printInvoice';

/**
 * Spec 2 §2.1: Track load is hidden for drafts; billing actions are hidden while the load is BK, OP or DF.
 * Decision 084: an open load can be assigned; a booked one can get another carrier or go back to the board.
 */
export function loadActions(statusCode: string | null | undefined): LoadAction[] {
  const actions: LoadAction[] = ['detail'];
  if (statusCode !== 'DF') actions.push('track');
  if (statusCode === 'OP') actions.push('assign');
  if (statusCode === 'BK') actions.push('assign', 'unassign');
  if (!['BK', 'OP', 'DF'].includes(statusCode ?? '')) actions.push('updateBill', 'updateInvoice', 'printBill', 'printInvoice');
  return actions;
}

export const invoicePrintHref = (id: number) => `/Loads/${id}/invoice`;
export const billPrintHref = (id: number) => `/Loads/${id}/bill`;
