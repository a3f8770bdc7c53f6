/** The fields of the My Profile form that can carry a server or schema message. */
export const PROFILE_FIELDS = ['FirstName', 'LastName', 'PhoneNumber'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type FieldErrors = Partial<Record<ProfileField, string>>;

/**
 * Splits a ModelState into the first message of each form field and the messages that belong to no field
 * (those are shown as alerts, spec 1 §8). Keys match case-insensitively and may carry a prefix ("model.FirstName").
 */
export function splitModelState(modelState: Record<string, string[]> | undefined): {
  fields: FieldErrors;
  rest: string[];
} {
  const fields: FieldErrors = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(modelState ?? {})) {
    const name = key.split('.').pop()?.toLowerCase() ?? '';
    const field = PROFILE_FIELDS.find((candidate) => candidate.toLowerCase() === name);
    const list = (messages ?? []).filter((m) => typeof m === 'string' && m.trim() !== '');
    if (field && list.length > 0) fields[field] ??= list[0];
    else rest.push(...list);
  }
  return { fields, rest };
}
