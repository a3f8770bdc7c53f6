import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import { isActivePath, topMenuItems } from './menu-items';

const session = (role: string): Session => ({ token: 't', role, firstName: 'A', lastName: 'B', profilePicture: '', user: null });
const hrefs = (role: string) => topMenuItems(session(role)).map((item) => item.href);

describe('top menu (spec 1 §2.3, decision 047)', () => {
  it('gives BackOffice Loads, Billing, Find loads and Messages, not My loads', () => {
    expect(hrefs('BackOffice')).toEqual(['/backoffice', '/Loads', '/billing/dashboard', '/Loads/find', '/Messages']);
  });

  it('gives shippers and truckers My loads and Messages, truckers Find loads and My bids, not the staff pages', () => {
    expect(hrefs('Shipper')).toEqual(['/shipper/loads', '/Messages']);
    expect(hrefs('Trucker')).toEqual(['/shipper/loads', '/Loads/find', '/Loads/my-bids', '/Messages']);
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

  it('keeps the staff Loads entry off on the load board, which is its own entry', () => {
    const items = topMenuItems(session('BackOffice'));
    const loads = items.find((item) => item.href === '/Loads')!;
    const board = items.find((item) => item.href === '/Loads/find')!;
    expect(isActivePath('/Loads/find', loads)).toBe(false);
    expect(isActivePath('/loads/find', board)).toBe(true);
    expect(isActivePath('/Loads', loads)).toBe(true);
    expect(isActivePath('/Loads/12/bill', loads)).toBe(true);
  });
});
