import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { redirect } from '@tanstack/react-router';
import { getSession, isBackOffice, type Session } from '@/lib/session';
import { showNotice } from '@/lib/ui/notify';

/**
 * Where each role starts (issue 13 item 7, issue 15 item 9): staff on the management page, shippers and truckers on
 * their own loads. The one rule for `/`, for after sign-in, and for a page the role may not use.
 */
export function roleHome(session: Session | null): string {
  if (!session) return '/auth/login';
  return isBackOffice(session) ? '/backoffice' : '/shipper/loads';
}

/**
 * `beforeLoad` of the pages only staff may use (their API answers 403 to anyone else): any other role goes to its own
 * home with a short message instead of an empty screen that says "You do not have permission". A preload (hovering a
 * link) goes nowhere and says nothing.
 */
export function requireBackOffice({ preload }: { preload?: boolean } = {}): void {
  const session = getSession();
  if (isBackOffice(session)) return;
  if (!preload && session) showNotice('warning', i18n._(msg`That page is for Haulbase staff`), i18n._(msg`Here are your loads instead.`));
  throw redirect({ href: roleHome(session), replace: true });
}
