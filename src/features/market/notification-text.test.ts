import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@/contract/market';
import { notificationText } from './notification-text';

const note = (patch: Partial<AppNotification>): AppNotification => ({
  Id: 1,
  Kind: 'StatusChanged',
  ShipmentId: 9,
  Code: 'HB-9',
  Data: {},
  Created: '2026-01-01T00:00:00Z',
  Read: false,
  ...patch,
});

describe('notification sentences (decision 083)', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  i18n.activate('en');

  it('names a new status from its code through the handed-in names, not the stored English name', () => {
    // a descriptor written out, so the catalog extraction does not pick up this test's text
    const statusName = (code: string) => (code === 'IT' ? { id: 'test.in-transit', message: 'In transit (named)' } : undefined);
    expect(notificationText(note({ Data: { StatusCode: 'IT', Status: 'In Transit' } }), i18n, statusName)).toBe(
      'Load HB-9 is now In transit (named)',
    );
    expect(notificationText(note({ Data: { StatusCode: 'ZZ', Status: 'Odd' } }), i18n, statusName)).toBe('Load HB-9 is now Odd');
  });

  it('says who wrote a chat message', () => {
    expect(notificationText(note({ Kind: 'ChatMessage', Data: { From: 'Sam Lee' } }), i18n)).toBe(
      'Sam Lee sent you a message on load HB-9',
    );
    expect(notificationText(note({ Kind: 'ChatMessage' }), i18n)).toBe('New message on load HB-9');
  });
});
