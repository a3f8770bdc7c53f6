import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as fr } from '@/locales/fr/messages.po';
import { messages as en } from '@/locales/en/messages.po';
import { translateValidation } from './validation-messages';

describe('translateValidation', () => {
  beforeAll(() => {
    i18n.load({ en, fr });
    i18n.activate('fr');
  });
  afterAll(() => i18n.activate('en'));

  it('translates fixed contract messages', () => {
    expect(translateValidation('Wrong email format')).not.toBe('Wrong email format');
  });

  it('translates messages built from a field name, field name included', () => {
    expect(translateValidation('Company name is Required')).toBe('Nom de l’entreprise est obligatoire');
    expect(translateValidation('Billing city is not valid')).toBe('Ville de facturation n’est pas valide');
    expect(translateValidation('Maximum 100 symbols')).toBe('100 caractères au maximum');
  });

  it('returns unknown text unchanged', () => {
    expect(translateValidation('Something the server said.')).toBe('Something the server said.');
  });
});
