/** An entry waits at most as long as the server keeps idempotency keys (decision 014): older claims are clamped. */
export const MAX_QUEUED_MS = 7 * 24 * 60 * 60 * 1000;
