import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateRef, translatedModelState } from '@/lib/i18n/server-messages';
import { DEVICE_FULL, isStorageFull } from '@/lib/offline/device-storage';
import { notifyNoConnection, showNotice } from '@/lib/ui/notify';
import { HttpError, NetworkError, type ErrorBody } from './client';

function badRequest(): string {
  return i18n._(msg({ id: 'Bad_Request', message: 'Bad Request' }));
}

/**
 * What to show for a failed call, in the spec's order (spec 1 §8): every ModelState message, otherwise Message,
 * otherwise error_description, otherwise the fallback (default: the translated Bad_Request).
 */
export function errorMessages(body: ErrorBody | undefined, fallback?: string): string[] {
  const fromModelState = Object.values(translatedModelState(body))
    .flat()
    .filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  if (fromModelState.length > 0) return fromModelState;
  if (body?.Message) return [translateRef(body.MessageId, body.Message)];
  if (body?.error_description) return [body.error_description];
  return [fallback ?? badRequest()];
}

/** Each message its own red alert titled Error; a request with no answer says so plainly (issue 13 item 9). */
export function notifyHttpError(error: unknown, opts: { title?: string; fallback?: string } = {}): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof HttpError && error.handled) return;
  // No answer at all ("Failed to fetch"): say what happened and what the app does, never the browser's raw text.
  if (!(error instanceof HttpError) && (error instanceof TypeError || error instanceof NetworkError)) {
    notifyNoConnection();
    return;
  }
  const title = opts.title ?? i18n._(msg`Error`);
  // A write this device could not keep (its storage is full): words, never the browser's "QuotaExceededError".
  if (isStorageFull(error)) {
    showNotice('error', title, i18n._(DEVICE_FULL));
    return;
  }
  const messages =
    error instanceof HttpError
      ? errorMessages(error.body, opts.fallback)
      : [error instanceof Error && error.message ? error.message : (opts.fallback ?? badRequest())];
  for (const message of messages) {
    showNotice('error', title, message);
  }
}

export function notifySuccess(message: string): void {
  showNotice('success', i18n._(msg`Success`), message);
}
