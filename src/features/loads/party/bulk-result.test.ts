import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '@/locales/en/messages.po';
import { messages as fr } from '@/locales/fr/messages.po';
import { offeredStatuses, rejectedLines, selectedIds, selectionAfter } from './bulk-result';

const answer = {
  Done: [1, 3],
  Rejected: [
    { Id: 2, Message: 'Only draft loads can be deleted' },
    { Id: 9, Message: 'Forbidden' },
  ],
  Message: '2 loads deleted',
};

describe('bulk action results (spec 2 §2.13)', () => {
  it('names rejected loads by code when known, else by id', () => {
    expect(rejectedLines(answer, new Map([[2, 'HB-000002']]))).toEqual([
      { id: 2, label: 'HB-000002', message: 'Only draft loads can be deleted' },
      { id: 9, label: '#9', message: 'Forbidden' },
    ]);
  });
  it('shows the message of each rejected load in the active language by its id (decision 120)', () => {
    i18n.load({ en, fr });
    i18n.activate('fr');
    try {
      const byId = {
        Done: [],
        Rejected: [
          { Id: 2, Message: 'Only draft loads can be deleted', MessageId: { Id: 'only_drafts_deleted' } },
          {
            Id: 3,
            Message: 'The load is Delivered: …',
            MessageId: { Id: 'status_final', Values: { status: { Id: 'load_status_delivered' } } },
          },
        ],
        Message: '0 loads deleted, 2 rejected.',
      };
      expect(rejectedLines(byId, new Map()).map((line) => line.message)).toEqual([
        'Seuls les chargements en brouillon peuvent être supprimés',
        'Le chargement est au statut Livré : son statut ne peut plus changer. Rechargez le chargement pour voir son dernier statut.',
      ]);
    } finally {
      i18n.activate('en');
    }
  });
  it('keeps only the rejected loads selected', () => {
    expect(selectionAfter({ 1: true, 2: true, 3: true, 9: true }, answer)).toEqual({ 2: true, 9: true });
  });
  it('reads the selected ids', () => {
    expect(selectedIds({ 4: true, 5: false, 6: true })).toEqual([4, 6]);
  });

  it('offers only the statuses the user can set on the selected loads', () => {
    expect(offeredStatuses('owner', ['DF', 'DL'])).toEqual(['OP', 'CL']);
    expect(offeredStatuses('carrier', ['IT'])).toEqual(['AR']);
    expect(offeredStatuses('carrier', ['DL', 'CL'])).toEqual([]);
    expect(offeredStatuses('admin', ['OP', 'AR'])).toEqual(['BK', 'DL', 'CL']);
    // the selection is on other pages: every status the user can ever set, never Draft
    expect(offeredStatuses('owner', [])).toEqual(['OP', 'CL']);
    expect(offeredStatuses('carrier', [])).toEqual(['OFP', 'AT', 'IT', 'AR', 'DL']);
  });
});
