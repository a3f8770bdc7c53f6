/**
 * Fades out the splash of index.html once the app has mounted (CSS alone hides it after 3 s at the latest); removes it
 * at once for users who ask the system for less motion.
 */
export function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return splash.remove();
  splash.classList.add('splash-hidden');
  window.setTimeout(() => splash.remove(), 400);
}
