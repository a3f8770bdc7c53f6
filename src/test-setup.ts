import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';
import { registerAppOfflineFeatures } from './offline-features';
import { setActiveLanguageSource } from './shared/format/locale';

// Messages fall back to their English source text, as in the bundled en catalog.
i18n.loadAndActivate({ locale: 'en', messages: {} });
// As lib/i18n/i18n.ts does: dates and money without an explicit language follow the active one.
setActiveLanguageSource(() => i18n.locale);
// As main.tsx does: the features' key prefixes and outbox requests are known to lib/offline.
registerAppOfflineFeatures();

// Pure modules run in the node environment; what follows is for the tests that render (jsdom).
if (typeof window !== 'undefined') await installDomTestSupport();

async function installDomTestSupport() {
  const { cleanup, configure } = await import('@testing-library/react');
  const { notifications } = await import('@mantine/notifications/store');
  // findBy*/waitFor wait for what the user waits for; on a loaded 2-core machine that can take seconds, not the 1 s
  // default. A wait that never comes true still fails, after this ceiling.
  configure({ asyncUtilTimeout: 15_000 });
  afterEach(() => {
    cleanup();
    // Test files share a worker's modules (isolate: false): toasts a file left in Mantine's store must not fill the next one's.
    notifications.clean();
    localStorage.clear();
  });

  // jsdom lacks the browser APIs Mantine relies on.
  if (!window.matchMedia) {
    const { staticMediaQuery } = await import('./lib/testing/media-query');
    window.matchMedia = (query: string) => staticMediaQuery(query, false);
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
  }

  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView ??= () => {};
}
