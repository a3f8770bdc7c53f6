// @vitest-environment jsdom
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { tokenResponse } from './fixtures';
import { requireBackOffice, roleHome } from './role-home';
import { clearSession, saveSession, type Session } from './session';

const session = (role: string): Session => ({ token: 't', role, firstName: 'A', lastName: 'B', profilePicture: '', user: null });
const signInAs = (roles: string) => saveSession(tokenResponse({ roles }));

describe('each role has its own home (issue 13 item 7, issue 15 item 9)', () => {
  it('staff start on the management page, shippers and truckers on their loads, nobody signed in on sign-in', () => {
    expect(roleHome(session('BackOffice'))).toBe('/backoffice');
    expect(roleHome(session('Shipper'))).toBe('/shipper/loads');
    expect(roleHome(session('Trucker'))).toBe('/shipper/loads');
    expect(roleHome(null)).toBe('/auth/login');
  });

  it('a staff page sends anyone else to their own home', () => {
    signInAs('BackOffice');
    expect(() => requireBackOffice()).not.toThrow();
    signInAs('Trucker');
    const thrown = (() => {
      try {
        requireBackOffice({ preload: true });
      } catch (error) {
        return error;
      }
    })();
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string } }).options.href).toBe('/shipper/loads');
    clearSession();
  });
});
