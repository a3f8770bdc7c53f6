// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { tokenResponse } from './fixtures';
import { clearSession, getSession, isBackOffice, saveSession, updateSessionProfile } from './session';

const token = tokenResponse({
  access_token: 'abc',
  userName: 'admin@haulbase.test',
  firstName: 'Ada',
  lastName: 'Admin',
  roles: 'BackOffice',
});

describe('session in localStorage (spec 1 §3)', () => {
  it('saves the keys of the legacy app', () => {
    saveSession(token);
    expect(localStorage.getItem('Token')).toBe('abc');
    expect(localStorage.getItem('Role')).toBe('BackOffice');
    expect(localStorage.getItem('FirstName')).toBe('Ada');
    expect(JSON.parse(localStorage.getItem('User')!)).toEqual({ FullName: 'Ada Admin', Email: 'admin@haulbase.test' });
    expect(JSON.parse(localStorage.getItem('v713-demo1-auth')!)).toEqual({
      authToken: 'abc',
      user: { FullName: 'Ada Admin', Email: 'admin@haulbase.test' },
    });
    const session = getSession();
    expect(session).toMatchObject({ token: 'abc', role: 'BackOffice', firstName: 'Ada', lastName: 'Admin' });
    expect(isBackOffice(session)).toBe(true);
    expect(getSession()).toBe(session); // stable snapshot for useSyncExternalStore
  });

  it('blanks Token, names, User and picture on sign-out', () => {
    saveSession({ ...token, profilePicture: '/api/Photos/x' });
    clearSession();
    for (const key of ['Token', 'FirstName', 'LastName', 'User', 'ProfilePicture']) expect(localStorage.getItem(key)).toBe('');
    expect(localStorage.getItem('v713-demo1-auth')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('follows profile changes', () => {
    saveSession({ ...token, roles: 'Shipper' });
    updateSessionProfile({ firstName: 'Sam', lastName: 'Ship', email: 'sam@x.test', profilePicture: '/p' });
    expect(getSession()).toMatchObject({
      firstName: 'Sam',
      lastName: 'Ship',
      profilePicture: '/p',
      user: { FullName: 'Sam Ship', Email: 'sam@x.test' },
    });
    expect(isBackOffice(getSession())).toBe(false);
  });
});
