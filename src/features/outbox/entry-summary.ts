import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';

/** The translatable name of a load status code (the loads feature's names, handed in by the route). */
export type StatusName = (code: string) => MessageDescriptor | undefined;

/**
 * How the panel names what a change touches, from the features that own it (handed in by the route): load statuses,
 * and the fields of a stop as its form labels them.
 */
export type EntryNames = { statusName: StatusName; fieldLabel: (field: string) => MessageDescriptor | undefined };

const excerpt = (text: unknown, length = 60) => {
  const value = typeof text === 'string' ? text.trim() : '';
  return value.length > length ? `${value.slice(0, length - 1)}…` : value;
};

/** What a queued write does, in a line: "Note: Gate code 4411", "New stop: Drop · Acme, Lyon", "Status → In transit". */
export function entrySummary(entry: OutboxEntry, i18n: I18n, { statusName }: Pick<EntryNames, 'statusName'>): string {
  const p = entry.payload as Record<string, unknown>;
  const stop = [p.Type, [p.Name, p.City].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  switch (entry.kind) {
    case 'note.create':
      return i18n._(msg`New note: ${excerpt(p.Body)}`);
    case 'note.delete':
      return i18n._(msg`Delete a note`);
    case 'stop.create':
      return i18n._(msg`New stop: ${stop}`);
    case 'stop.update':
      return stop ? i18n._(msg`Stop changed: ${stop}`) : i18n._(msg`Stop changed`);
    case 'stop.delete':
      return i18n._(msg`Delete a stop`);
    case 'stop.move':
      return i18n._(msg`Stops reordered`);
    case 'status.change': {
      const code = String(p.StatusCode ?? '');
      const name = statusName(code);
      const status = name ? i18n._(name) : code;
      return i18n._(msg`Status → ${status}`);
    }
    case 'positions.batch': {
      const count = Array.isArray(p.Points) ? p.Points.length : 0;
      return i18n._(msg`Trip positions: ${count}`);
    }
    case 'attachment.upload': {
      const file = String(p.FileName ?? '');
      return i18n._(msg`Photo: ${file}`);
    }
    case 'paperwork.accept': {
      const version = String(p.Version ?? '');
      return i18n._(msg`Rate confirmation accepted (version ${version})`);
    }
    case 'pod.submit': {
      const name = excerpt(p.SignedBy);
      return i18n._(msg`Proof of delivery signed by ${name}`);
    }
  }
}
