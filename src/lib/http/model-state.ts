import * as v from 'valibot';
import { issueMessages } from '@/contract/fields';
import { type ModelState, type ModelStateIds, modelStateOf } from '@/contract/messages';
import { translatedModelState } from '@/lib/i18n/server-messages';
import { HttpError } from './client';

/** A ModelState answer: the English texts and their ids (decision 120). */
export type ModelStateAnswer = { ModelState?: ModelState; ModelStateIds?: ModelStateIds };

/**
 * Splits a ModelState into the first message of each form field and the messages that belong to no field
 * (those are shown as alerts, spec 1 §8). Keys match case-insensitively and may carry a prefix ("model.Email").
 */
export function splitModelState<F extends string>(
  modelState: Record<string, string[]> | undefined,
  fields: readonly F[],
): { fields: Partial<Record<F, string>>; rest: string[] } {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(modelState ?? {})) {
    const name = key.split('.').pop()?.toLowerCase() ?? '';
    const field = fields.find((candidate) => candidate.toLowerCase() === name);
    const list = (messages ?? []).filter((m) => typeof m === 'string' && m.trim() !== '');
    if (field && list.length > 0) byField[field] ??= list[0];
    else rest.push(...list);
  }
  return { fields: byField, rest };
}

/**
 * What the server would answer for a body a form is about to send, checked with the same contract schema: its
 * ModelState and ModelStateIds, or null when the body passes.
 */
export function schemaModelState(schema: v.GenericSchema, body: unknown): Required<ModelStateAnswer> | null {
  const parsed = v.safeParse(schema, body);
  return parsed.success ? null : modelStateOf(issueMessages(parsed.issues));
}

/** The first ModelState message of each form field of a failed call, translated when the catalogue knows it. */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  return translatedFields(error instanceof HttpError ? error.body : undefined, fields);
}

/** The first message of each form field of a ModelState answer, in the active language (by id). */
export function translatedFields<F extends string>(answer: ModelStateAnswer | undefined, fields: readonly F[]): Partial<Record<F, string>> {
  return splitModelState(translatedModelState(answer), fields).fields;
}
