import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_STOP } from '@/contract/stops';
import { messages as en } from '@/locales/en/messages.po';
import { messages as fr } from '@/locales/fr/messages.po';
import { lastErrorText } from './last-error';

describe('the last error of an outbox entry (decision 120)', () => {
  beforeAll(() => {
    i18n.load({ en, fr });
    i18n.activate('fr');
  });
  afterAll(() => i18n.activate('en'));

  it('is translated by the id stored with it', () => {
    expect(lastErrorText({ lastError: STALE_STOP.text, lastErrorId: { Id: STALE_STOP.id } })).not.toBe(STALE_STOP.text);
  });

  it('finds the id of a refusal stored before ids existed by its text', () => {
    expect(lastErrorText({ lastError: STALE_STOP.text })).toBe(
      lastErrorText({ lastError: STALE_STOP.text, lastErrorId: { Id: STALE_STOP.id } }),
    );
  });

  it('shows any other text as it is', () => {
    expect(lastErrorText({ lastError: 'The request is invalid.', lastErrorId: null })).toBe('The request is invalid.');
    expect(lastErrorText({ lastError: 'HTTP 500' })).toBe('HTTP 500');
  });
});
