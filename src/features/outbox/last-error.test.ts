import { describe, expect, it } from 'vitest';
import { STALE_STOP } from '@/contract/stops';
import { inFrench } from '@/lib/testing/in-french';
import { lastErrorText } from './last-error';

describe('the last error of an outbox entry (decision 120)', () => {
  inFrench();

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
