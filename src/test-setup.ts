import { cleanup } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';

// Messages fall back to their English source text, as in the bundled en catalog.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lacks the browser APIs Mantine relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
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
