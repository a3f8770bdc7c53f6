import { CLIENT_RENDER_ATTRIBUTE } from '@/contract/first-paint';

/** Marks the markup the build rendered into #root (scripts/vite-prerender-sign-in.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * True when `container` holds the sign-in page rendered at build time and that page is what the app draws now (the
 * first-paint script found no session, no other language and no dark scheme): main.tsx then hydrates it. Otherwise
 * the rendered page, if any, is dropped, and the app renders into an empty #root.
 */
export function hydratesPrerenderedPage(container: HTMLElement): boolean {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  const hydrates = !document.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE) && window.location.pathname === '/auth/login';
  if (!hydrates) {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    container.replaceChildren();
  }
  return hydrates;
}
