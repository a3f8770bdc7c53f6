import * as v from 'valibot';

/**
 * A query-string value as trimmed text. The router parses `?code=123` as a number; an absent or empty value
 * stays undefined so it is never written back into the URL as `code=`.
 */
export const queryText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      return text === '' ? undefined : text;
    }),
  ),
);

/** `/ResetPassword?code=…&email=…` (the link in the reset e-mail; /auth/forgot-password adds only the email). */
export const resetPasswordSearchSchema = v.object({ code: queryText, email: queryText });

/** `/useractivationemail?code=…` (some older e-mails spell it `Code`). */
export const activationSearchSchema = v.object({ code: queryText, Code: queryText });
