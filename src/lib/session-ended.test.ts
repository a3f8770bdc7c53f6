// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { jwtFor, tokenResponse } from './fixtures';
import { getSession, saveSession } from './session';
import { endSession, forgetWaitingUser, waitingUsers } from './session-ended';

const signIn = (sub: string, email: string) =>
  saveSession(tokenResponse({ access_token: jwtFor(sub), userName: email, firstName: 'T', lastName: 'R', roles: 'Trucker' }));

describe('a session the server ended', () => {
  it('signs the user out and remembers whose changes may wait, once per user', () => {
    signIn('7', 'trucker@x.test');
    endSession();
    expect(getSession()).toBeNull();
    signIn('7', 'trucker@x.test');
    endSession();
    signIn('8', 'shipper@x.test');
    endSession();
    expect(waitingUsers()).toEqual([
      { id: '7', email: 'trucker@x.test' },
      { id: '8', email: 'shipper@x.test' },
    ]);
    forgetWaitingUser('7');
    expect(waitingUsers()).toEqual([{ id: '8', email: 'shipper@x.test' }]);
  });
});
