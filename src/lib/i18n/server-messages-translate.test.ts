import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT, LABELS, labelNotValid, labelRequired, maximumSymbols } from '@/contract/fields';
import { inFrench } from '../testing/in-french';
import { translateMessage, translateRef } from './server-messages';

describe('contract messages by id (decision 120)', () => {
  inFrench();

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

  it('translates a refusal whose values are messages too: status names and a list of them (decision 120)', () => {
    const ref = {
      Id: 'status_not_from_next',
      Values: {
        from: { Id: 'load_status_at_delivery' },
        to: { Id: 'load_status_in_transit' },
        next: { Id: 'list_or', Values: { first: { Id: 'load_status_delivered' }, last: { Id: 'load_status_cancelled' } } },
      },
    };
    expect(translateRef(ref, 'English')).toBe(
      'Le chargement est actuellement au statut Sur le lieu de livraison, il ne peut donc pas passer au statut En transit. ' +
        'Depuis Sur le lieu de livraison, il peut passer à Livré ou Annulé. Rechargez le chargement pour voir son dernier statut.',
    );
    expect(translateRef({ Id: 'subscription_cannot_pause', Values: { name: 'Acme' } }, 'English')).toBe(
      'L’abonnement de Acme ne peut pas être suspendu maintenant.',
    );
  });

  it('returns the text unchanged without an id or with an unknown one', () => {
    expect(translateRef(undefined, 'Something the server said.')).toBe('Something the server said.');
    expect(translateRef({ Id: 'no_such_id' }, 'Something the server said.')).toBe('Something the server said.');
  });
});
