import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';
import { differingFields, shownValue } from './conflict-values';
import { entrySummary } from './entry-summary';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const entry = (kind: OutboxEntry['kind'], payload: Record<string, unknown>) => ({ kind, payload }) as OutboxEntry;
const names = { statusName: (code: string) => (code === 'IT' ? { id: 'it', message: 'In transit' } : undefined) };

describe('the sync panel', () => {
  it('says in a line what each waiting change does', () => {
    const long = entrySummary(
      entry('note.create', { Body: 'Gate code 4411, ask for Dana at the dock office before unloading anything' }),
      i18n,
      names,
    );
    expect(long).toMatch(/^New note: Gate code 4411, ask for Dana .*…$/);
    expect(long.length).toBe('New note: '.length + 60);
    expect(entrySummary(entry('stop.create', { Type: 'Drop', Name: 'Acme', City: 'Lyon' }), i18n, names)).toBe(
      'New stop: Drop · Acme, Lyon',
    );
    expect(entrySummary(entry('status.change', { StatusCode: 'IT' }), i18n, names)).toBe('Status → In transit');
    expect(entrySummary(entry('attachment.upload', { FileName: 'POD-HB-1.jpg' }), i18n, names)).toBe('Photo: POD-HB-1.jpg');
  });

  it('a conflict lists only the fields this device and the server hold differently', () => {
    expect(
      differingFields(
        { DestinationNumber: 'MINE', City: 'Lyon', AddressId: 3 },
        { DestinationNumber: 'THEIRS', City: 'Lyon', AddressId: 3, Version: 4 },
      ),
    ).toEqual([['DestinationNumber', 'MINE', 'THEIRS']]);
    expect(differingFields({ Note: 'x' }, null)).toEqual([]);
  });

  it('tells a changed company by its name', () => {
    expect(differingFields({ AddressId: 3, Name: 'Acme' }, { AddressId: 5, Name: 'Bolt' })).toEqual([
      ['AddressId', 'Acme', 'Bolt'],
      ['Name', 'Acme', 'Bolt'],
    ]);
  });

  it('shows values as the forms do: dates formatted, a day without a time, lists joined, a dash for none', () => {
    expect(shownValue('2026-11-25T14:30:00.000Z')).toBe('11/25/2026 02:30 PM');
    expect(shownValue('2026-11-25T00:00:00.000Z')).toBe('11/25/2026');
    expect(shownValue(['Liftgate', 'Hazmat'])).toBe('Liftgate, Hazmat');
    expect(shownValue([])).toBe('—');
    expect(shownValue(null)).toBe('—');
    expect(shownValue('DEL-9')).toBe('DEL-9');
  });
});
