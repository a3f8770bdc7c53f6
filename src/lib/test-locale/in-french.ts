import { i18n } from '@lingui/core';
import { afterAll, beforeAll } from 'vitest';
import { messages as en } from '@/locales/en/messages.po';
import { messages as fr } from '@/locales/fr/messages.po';

/** For a test suite: its tests run in French (the app's messages catalog), and English is back after them. */
export function inFrench(): void {
  beforeAll(() => {
    i18n.load({ en, fr });
    i18n.activate('fr');
  });
  afterAll(() => i18n.activate('en'));
}
