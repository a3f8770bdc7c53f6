/** Turns HTML into plain text without a DOM (the export worker has none). */

const HTML_HINT = /<[a-z!/][^<>]*>|&(?:[a-z][a-z\d]*|#\d+|#x[\da-f]+);/i;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  times: '×',
  divide: '÷',
  plusmn: '±',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  szlig: 'ß',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  shy: '',
};

/** &eacute; &Uuml; &ccedil; … : the letter followed by its combining mark, composed. */
const MARKS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  cedil: '\u0327',
  ring: '\u030A',
};

function decodeEntity(entity: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  }
  const named = NAMED[body] ?? NAMED[body.toLowerCase()];
  if (named !== undefined) return named;
  const accented = /^([a-zA-Z])(acute|grave|circ|uml|tilde|cedil|ring)$/.exec(body);
  return accented ? (accented[1] + MARKS[accented[2]]).normalize('NFC') : entity;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, decodeEntity);
}

/** True when the string carries a tag or an entity, i.e. needs stripping. */
export function looksLikeHtml(text: string): boolean {
  return HTML_HINT.test(text);
}

/** Tags removed (block tags and <br> become spaces), entities decoded, whitespace collapsed and trimmed. */
export function stripHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\/?(?:br|p|div|li|ul|ol|tr|td|th|table|h[1-6]|blockquote|section|article|header|footer)\b[^>]*>/gi, ' ')
      .replace(/<[a-z!/][^<>]*>/gi, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
