/** Fades out the splash of index.html once the app has mounted (CSS alone hides it after 3 s at the latest). */
export function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.classList.add('splash-hidden');
  window.setTimeout(() => splash.remove(), 400);
}
