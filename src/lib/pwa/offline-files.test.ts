import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesFor, isPublicRoute, rolesOf, ROUTE_ROLES, type OfflineFiles } from './offline-files';

const ROUTES = join(process.cwd(), 'src/routes');
const routeFiles = (readdirSync(ROUTES, { recursive: true }) as string[])
  .map((file) => relative(ROUTES, join(ROUTES, file)).replaceAll('\\', '/'))
  .filter((file) => /\.tsx$/.test(file) && !file.split('/').some((part) => part.startsWith('-')));

describe('offline file groups', () => {
  it('fetches no staff screen for a shipper or a trucker: every page that only staff may open is listed as such', () => {
    const staffOnly = routeFiles.filter((file) => readFileSync(join(ROUTES, file), 'utf8').includes('requireBackOffice'));
    expect(staffOnly.length).toBeGreaterThan(4);
    for (const file of staffOnly) expect(ROUTE_ROLES[file], file).toEqual(['BackOffice']);
  });

  it('names only screens that exist, and none of the public ones (those are in the core)', () => {
    for (const file of Object.keys(ROUTE_ROLES)) {
      expect(routeFiles, file).toContain(file);
      expect(isPublicRoute(file), file).toBe(false);
    }
    expect(routeFiles.filter(isPublicRoute)).toEqual(expect.arrayContaining(['auth/login.tsx', 'logout.tsx', '_public/terms.tsx']));
  });

  it("reads a session's roles from its comma-separated Role text", () => {
    expect(rolesOf('Shipper,Trucker')).toEqual(['Shipper', 'Trucker']);
    expect(rolesOf('BackOffice')).toEqual(['BackOffice']);
    expect(rolesOf(null)).toEqual([]);
  });

  it("a user's files are its roles' and its language's, without the core", () => {
    const files: OfflineFiles = {
      core: ['index.html', 'assets/shell.js'],
      roles: {
        BackOffice: ['assets/billing.js', 'assets/shell.js'],
        Shipper: ['assets/loads.js'],
        Trucker: ['assets/board.js', 'assets/loads.js'],
      },
      locales: { en: ['assets/en.js'], fr: ['assets/fr.js'] },
      sizes: { 'assets/billing.js': 900, 'assets/loads.js': 5_000, 'assets/board.js': 300_000, 'assets/en.js': 800, 'assets/fr.js': 800 },
    };
    // largest first, so the big file downloads beside the small ones rather than after them
    expect(filesFor(files, ['Trucker'], 'fr')).toEqual(['assets/board.js', 'assets/loads.js', 'assets/fr.js']);
    expect(filesFor(files, ['Shipper', 'Trucker'], 'fr')).toEqual(['assets/board.js', 'assets/loads.js', 'assets/fr.js']);
    expect(filesFor(files, ['BackOffice'], 'en')).toEqual(['assets/billing.js', 'assets/en.js']);
    expect(filesFor(files, [], 'de')).toEqual([]);
  });
});
