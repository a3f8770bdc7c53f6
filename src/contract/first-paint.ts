/**
 * The one inline script of the sign-in page rendered at build time (decision 153), shared with the server, whose
 * Content-Security-Policy allows exactly this text by its hash. It runs before the page paints: it sets Mantine's
 * colour scheme on <html> (what Mantine's ColorSchemeScript does), and marks the page `data-client-render` when the
 * English, light sign-in form in the HTML is not what the app will draw (a session is stored, another language or a
 * dark scheme was chosen): the splash then shows instead, until the app renders.
 */
export const CLIENT_RENDER_ATTRIBUTE = 'data-client-render';

export const FIRST_PAINT_SCRIPT = [
  '(function(){var h=document.documentElement;try{var s=localStorage;',
  "var c=s.getItem('hb-color-scheme');",
  "var d=c==='dark'||(c!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);",
  "h.setAttribute('data-mantine-color-scheme',d?'dark':'light');",
  "var l=(JSON.parse(s.getItem('i18nConfig')||'{}')||{}).selectedLang;",
  `if(d||s.getItem('Token')||(l&&l!=='en'))h.setAttribute('${CLIENT_RENDER_ATTRIBUTE}','')`,
  `}catch(e){h.setAttribute('${CLIENT_RENDER_ATTRIBUTE}','')}})()`,
].join('');
