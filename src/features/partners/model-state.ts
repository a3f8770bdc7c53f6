import { HttpError } from '@/lib/http/client';
import { translateValidation } from '@/lib/i18n/validation-messages';

/**
 * The first ModelState message of each form field, keyed by the field's own name. Keys match case-insensitively
 * and may carry a prefix ("model.Email"); unknown keys are left out (the alerts show every message anyway).
 * Messages from the contract schemas are plain English: translated when the catalogue knows them.
 */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const modelState = error instanceof HttpError ? error.body.ModelState : undefined;
  const result: Partial<Record<F, string>> = {};
  for (const [key, messages] of Object.entries(modelState ?? {})) {
    const name = key.split('.').pop()?.toLowerCase() ?? '';
    const field = fields.find((candidate) => candidate.toLowerCase() === name);
    const first = (messages ?? []).find((m) => typeof m === 'string' && m.trim() !== '');
    if (field && first) result[field] ??= translateValidation(first);
  }
  return result;
}
