import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import { isActivePath, topMenuItems } from './menu-items';

const session = (role: string): Session => ({ token: 't', role, firstName: 'A', lastName: 'B', profilePicture: '', user: null });
const hrefs = (role: string) => topMenuItems(session(role)).map((item) => item.href);

describe('top menu (spec 1 §2.3, decision 047)', () => {
  it('gives BackOffice Loads, Billing and Messages, not My loads', () => {
    expect(hrefs('BackOffice')).toEqual(['/backoffice', '/Loads', '/billing/dashboard', '/Messages']);
  });

  it('gives shippers and truckers My loads and Messages, not the staff pages (partners, Loads, Billing)', () => {
    expect(hrefs('Shipper')).toEqual(['/shipper/loads', '/Messages']);
    expect(hrefs('Trucker')).toEqual(['/shipper/loads', '/Messages']);
  });

  it('marks Messages as the entry that shows the unread count', () => {
    const messages = topMenuItems(session('Shipper')).find((item) => item.href === '/Messages');
    expect(messages?.badge).toBe('chat-unread');
  });

  it('shows nothing without a session', () => {
    expect(topMenuItems(null).map((item) => item.href)).toEqual([]);
  });

  it('keeps My loads current on the shipper load screens, case-insensitively', () => {
    const myLoads = topMenuItems(session('Shipper')).find((item) => item.href === '/shipper/loads')!;
    expect(isActivePath('/shipper/Loads/12/edit', myLoads)).toBe(true);
    expect(isActivePath('/shipper/loads', myLoads)).toBe(true);
    expect(isActivePath('/Messages', myLoads)).toBe(false);
    expect(isActivePath('/messages', topMenuItems(session('Shipper')).at(-1)!)).toBe(true);
  });
});
