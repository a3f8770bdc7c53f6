/**
 * A row id as a path or query writes it (decision 172): 1 to 2³¹−1 (the integer columns), in at most 10 digits. The
 * server's routes and the web app's route params read ids with this one rule, so an id the client accepts in a
 * URL is one the server can look up.
 */
export const MAX_ID = 2_147_483_647;

const ID_TEXT = /^\d{1,10}$/;

/** The id written in `text`, or null when it is not one (letters, sign, fraction, 0, beyond 2³¹−1). */
export function parseId(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!ID_TEXT.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= MAX_ID ? id : null;
}
