/**
 * The receiver's tracking page (issue 41, decision 168): `/share/<token>`, its own Vite entry (share.html) with no
 * app shell, router or UI library, so a phone with no account reads it on a slow link (budget: 100 KB of gzip JS).
 * It reads GET /api/Share/{token} and asks again every 15 s while it is visible (`?refresh=1`, not a view).
 */
import { i18n, type Messages } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { LoadStatusCode } from '@/contract/loads';
import { SHARE_REFRESH_MS, type LoadEta, type SharePlace, type ShareView } from '@/contract/share';
import { formatAge } from '@/lib/format/age';
import { formatDateTime, formatTime } from '@/shared/format/date';
import { isLocale, normalizeStoredLocale, readStoredLanguage, type Locale } from '@/lib/i18n/locales';
import { routeMapSvg } from './route-map';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('@/locales/en/share.po'),
  fr: () => import('@/locales/fr/share.po'),
  es: () => import('@/locales/es/share.po'),
  de: () => import('@/locales/de/share.po'),
  ja: () => import('@/locales/ja/share.po'),
  zh: () => import('@/locales/zh/share.po'),
};

/** The app's chosen language when this browser has one, else the browser's. */
function pageLocale(): Locale {
  const stored = readStoredLanguage();
  if (stored) return normalizeStoredLocale(stored).locale;
  const browser = navigator.languages.map((l) => l.slice(0, 2)).find(isLocale);
  return browser ?? 'en';
}

const STATUS_NAMES = {
  DF: msg`Draft`,
  OP: msg`Not yet booked`,
  BK: msg`Booked`,
  OFP: msg`On the way to pickup`,
  AT: msg`At pickup`,
  IT: msg`In transit`,
  AR: msg`Arrived at delivery`,
  DL: msg`Delivered`,
  CL: msg`Delivered`,
} satisfies Record<LoadStatusCode, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An appointment window in the place's own zone, the zone named: "11/28/2026 10:00 AM – 12:00 PM CST". */
function windowText(place: SharePlace): string {
  const zone = place.TimeZone ?? undefined;
  if (!place.AppointmentFrom) return '';
  const from = formatDateTime(place.AppointmentFrom, {
    timeZone: zone,
    withZone: !place.AppointmentTo || place.AppointmentTo === place.AppointmentFrom,
  });
  if (!place.AppointmentTo || place.AppointmentTo === place.AppointmentFrom) return from;
  const sameDay =
    formatDateTime(place.AppointmentFrom, { timeZone: zone }).slice(0, 10) ===
    formatDateTime(place.AppointmentTo, { timeZone: zone }).slice(0, 10);
  const to = sameDay
    ? formatTime(place.AppointmentTo, { timeZone: zone, withZone: true })
    : formatDateTime(place.AppointmentTo, { timeZone: zone, withZone: true });
  return `${from} – ${to}`;
}

/** An instant (an ETA, an arrival) in the reader's own zone, named. */
const instant = (value: string) => formatDateTime(value, { withZone: true });

function kindText(place: SharePlace): string {
  if (place.Kind === 'Pickup') return t`Pickup`;
  if (place.Kind === 'Delivery') return t`Delivery`;
  return t`Stop`;
}

function etaBlock(eta: LoadEta | null): string {
  if (!eta) return '';
  const late = eta.NextLate || eta.DeliveryLate;
  // Issue 38 item 6: when the next place is the delivery there is one ETA, "to delivery".
  const next =
    eta.NextPlace === 'Delivery'
      ? ''
      : `<p class="muted">${escape(eta.NextPlace === 'Pickup' ? t`ETA to pickup: ${instant(eta.NextAt)}` : t`ETA to next stop: ${instant(eta.NextAt)}`)}</p>`;
  return `<section class="card" aria-labelledby="eta-title">
<h2 id="eta-title" class="muted" style="margin:0;font-size:14px;font-weight:600">${escape(t`ETA to delivery`)}</h2>
<p class="eta" data-eta="${escape(eta.DeliveryAt)}">${escape(instant(eta.DeliveryAt))}</p>
${late ? `<p><span class="status late">${escape(t`Running late`)}</span></p>` : ''}${next}</section>`;
}

function placeItem(place: SharePlace): string {
  const name = [place.City, place.State].filter(Boolean).join(', ') || '—';
  const window = windowText(place);
  let state = '';
  if (place.Reached) {
    const when = place.ReachedAt ? ` · ${instant(place.ReachedAt)}` : '';
    const verdict =
      place.OnTime === true
        ? `<span class="ok">${escape(t`On time`)}</span>`
        : place.OnTime === false
          ? `<span class="bad">${escape(t`Late`)}</span>`
          : escape(t`Reached`);
    state = `${verdict}${escape(when)}`;
  } else if (place.Eta) state = escape(t`ETA ${instant(place.Eta)}`);
  return `<li><span class="place-kind">${escape(kindText(place))}</span><span class="place-name">${escape(name)}</span>${
    window ? `<span class="muted">${escape(t`Appointment: ${window}`)}</span>` : ''
  }${state ? `<span class="muted">${state}</span>` : ''}</li>`;
}

function render(view: ShareView, now: number): string {
  const status = i18n._(STATUS_NAMES[view.StatusCode] ?? STATUS_NAMES.IT);
  const seen = view.Position
    ? t`Last position ${formatAge(Math.max(0, now - Date.parse(view.Position.At)), i18n.locale)} (${instant(view.Position.At)})`
    : t`No position yet`;
  const map = routeMapSvg({
    planned: view.Planned,
    route: view.Route,
    places: view.Places,
    truck: view.Position,
    label: t`Map of the route: planned route dashed, route so far in green, the truck as a dark dot`,
  });
  return `<section class="card"><h1>${escape(t`Load ${view.Code}`)}</h1><p style="margin:8px 0 0"><span class="status" data-status="${view.StatusCode}">${escape(status)}</span></p></section>
${etaBlock(view.Eta)}
<section class="card" aria-label="${escape(t`Where the truck is`)}"><p class="muted" data-seen style="margin-top:0">${escape(seen)}</p>${map}</section>
<section class="card" aria-labelledby="stops-title"><h2 id="stops-title" style="margin:0 0 4px;font-size:16px">${escape(t`Stops`)}</h2><ol class="places">${view.Places.map(placeItem).join('')}</ol></section>
${view.ExpiresAt ? `<p class="muted">${escape(t`This link works until ${instant(view.ExpiresAt)}.`)}</p>` : ''}`;
}

const content = document.getElementById('content')!;
const main = document.getElementById('share')!;
const token = location.pathname.split('/').filter(Boolean)[1] ?? '';

async function refresh(first: boolean): Promise<void> {
  try {
    const response = await fetch(`/api/Share/${encodeURIComponent(token)}${first ? '' : '?refresh=1'}`, { cache: 'no-store' });
    if (response.status === 404) {
      content.innerHTML = `<section class="card error"><h1>${escape(t`This tracking link has expired or was revoked.`)}</h1><p class="muted">${escape(t`Ask the sender for a new link.`)}</p></section>`;
      return stop();
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    content.innerHTML = render((await response.json()) as ShareView, Date.now());
  } catch {
    if (first)
      content.innerHTML = `<section class="card error"><p>${escape(t`The load could not be loaded. Check your connection; the page tries again.`)}</p></section>`;
  } finally {
    main.setAttribute('aria-busy', 'false');
  }
}

let timer: ReturnType<typeof setInterval> | undefined;
const start = () => (timer ??= setInterval(() => void refresh(false), SHARE_REFRESH_MS));
function stop() {
  clearInterval(timer);
  timer = undefined;
}
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') {
    void refresh(false);
    start();
  } else stop();
});

async function boot() {
  const locale = pageLocale();
  const [{ messages }, english] = await Promise.all([catalogs[locale](), locale === 'en' ? null : catalogs.en()]);
  if (english) i18n.load('en', english.messages);
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.title = t`Haulbase · Track your load`;
  await refresh(true);
  if (document.visibilityState === 'visible') start();
}

void boot();
