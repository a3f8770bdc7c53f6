import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_FORMAT, LABELS, labelNotValid, labelRequired, maximumSymbols } from '@/contract/fields';
import { messages as fr } from '@/locales/fr/messages.po';
import { messages as en } from '@/locales/en/messages.po';
import { translateMessage } from './server-messages';
import { translateValidation } from './validation-messages';

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

  it('returns unknown text unchanged', () => {
    expect(translateValidation('Something the server said.')).toBe('Something the server said.');
  });
});
