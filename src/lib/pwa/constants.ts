/** Cache the service worker keeps lookup lists in; signing out deletes it (shared tablets). */
export const LOOKUP_CACHE = 'haulbase-lookups';
export const SKIP_WAITING = 'SKIP_WAITING';
