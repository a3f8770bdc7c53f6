import { describe, expect, it } from 'vitest';
import { tokenSubject } from './token-subject';

describe('tokenSubject', () => {
  const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
  it('reads the user id of an access token', () => expect(tokenSubject(token({ sub: '42', email: 'a@b.c' }))).toBe('42'));
  it('is null for anything else', () => {
    expect(tokenSubject('nonsense')).toBeNull();
    expect(tokenSubject(token({ email: 'a@b.c' }))).toBeNull();
    expect(tokenSubject(null)).toBeNull();
  });
});
