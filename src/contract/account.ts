import * as v from 'valibot';
import { LABELS, emailField, newPasswordField, optionalPhoneField, presentOrEmpty, requiredName } from './fields';
import { message, say } from './messages';

export { passwordStrength, isStrongPassword, passwordCriteria, toModelState } from './fields';
export type { PasswordStrength, ModelState } from './fields';

export const INVALID_RESET_TOKEN = message('reset_link_invalid', 'The reset link is invalid or has expired.');
export const PASSWORD_MISMATCH = message('password_mismatch', 'The password and confirmation password do not match.');
export const PHOTO_MAX_BYTES = 5_000_000;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** `POST /api/Account/ForgetPassword` body and the forgot-password form (spec 3 §5). */
export const forgotPasswordSchema = v.object({ Email: emailField });
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;

/** `POST api/auth/forgot-password` legacy body. */
export const legacyForgotPasswordSchema = v.object({ email: emailField });
export type LegacyForgotPasswordInput = v.InferInput<typeof legacyForgotPasswordSchema>;

/** `POST /api/Account/ResetPassword` body and the set-new-password form. */
export const resetPasswordSchema = v.pipe(
  v.object({
    Email: emailField,
    Token: presentOrEmpty(v.pipe(v.string(say(INVALID_RESET_TOKEN)), v.nonEmpty(say(INVALID_RESET_TOKEN)))),
    Password: newPasswordField,
    ConfirmPassword: presentOrEmpty(v.string(say(PASSWORD_MISMATCH))),
  }),
  v.forward(
    v.partialCheck([['Password'], ['ConfirmPassword']], (input) => input.Password === input.ConfirmPassword, say(PASSWORD_MISMATCH)),
    ['ConfirmPassword'],
  ),
);
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;
export type ResetPasswordValues = v.InferOutput<typeof resetPasswordSchema>;

export const MISSING_CODE = message('confirmation_code_missing', 'The confirmation code is missing.');

/** `POST /api/Account/ConfirmEmail` body. */
export const confirmEmailSchema = v.object({
  Code: presentOrEmpty(v.pipe(v.string(say(MISSING_CODE)), v.trim(), v.nonEmpty(say(MISSING_CODE)))),
});
export type ConfirmEmailInput = v.InferInput<typeof confirmEmailSchema>;

/** `PUT /api/me` body and the My Profile form. PhoneNumber comes out as digits or null. */
export const profileUpdateSchema = v.object({
  FirstName: requiredName(LABELS.firstName),
  LastName: requiredName(LABELS.lastName),
  PhoneNumber: optionalPhoneField,
});
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;
export type ProfileUpdateValues = v.InferOutput<typeof profileUpdateSchema>;

/** `GET /api/Countries` answer (no token, cacheable). */
export type State = { Id: number; Name: string; Code: string };
export type Country = { Id: number; Name: string; IsoCode: string; States: State[] };

/** Answer of the account calls on success (and of ConfirmEmail on failure, with 400). */
export type MessageResponse = { Message: string };
