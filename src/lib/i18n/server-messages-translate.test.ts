import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_FORMAT, LABELS, labelNotValid, labelRequired, maximumSymbols } from '@/contract/fields';
import { messages as fr } from '@/locales/fr/messages.po';
import { messages as en } from '@/locales/en/messages.po';
import { translateMessage, translateRef } from './server-messages';

describe('contract messages by id (decision 120)', () => {
  beforeAll(() => {
    i18n.load({ en, fr });
    i18n.activate('fr');
  });
  afterAll(() => i18n.activate('en'));

  it('translates fixed contract messages', () => {
    expect(translateMessage(EMAIL_FORMAT)).not.toBe('Wrong email format');
  });

  it('translates messages built from a field name, field name included', () => {
    expect(translateMessage(labelRequired({ label: LABELS.companyName }))).toBe('Nom de l’entreprise est obligatoire');
    expect(translateMessage(labelNotValid({ label: LABELS.billingCity }))).toBe('Ville de facturation n’est pas valide');
    expect(translateMessage(maximumSymbols({ max: 100 }))).toBe('100 caractères au maximum');
  });

  it('translates a `{ Message }` refusal by its MessageId', () => {
    expect(translateRef({ Id: 'load_not_bookable' }, 'Only an open load can be booked.')).not.toBe('Only an open load can be booked.');
  });

  it('returns the text unchanged without an id or with an unknown one', () => {
    expect(translateRef(undefined, 'Something the server said.')).toBe('Something the server said.');
    expect(translateRef({ Id: 'no_such_id' }, 'Something the server said.')).toBe('Something the server said.');
  });
});
