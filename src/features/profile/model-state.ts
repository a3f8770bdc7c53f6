import { splitModelState as splitByFields } from '@/lib/http/model-state';

/** The fields of the My Profile form that can carry a server or schema message. */
export const PROFILE_FIELDS = ['FirstName', 'LastName', 'PhoneNumber'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type FieldErrors = Partial<Record<ProfileField, string>>;

/** A ModelState split into the My Profile fields' first messages and the rest (shown as alerts). */
export function splitModelState(modelState: Record<string, string[]> | undefined): { fields: FieldErrors; rest: string[] } {
  return splitByFields(modelState, PROFILE_FIELDS);
}
