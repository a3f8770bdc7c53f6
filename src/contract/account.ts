import * as v from 'valibot';
import { emailField, newPasswordField, optionalPhoneField, presentOrEmpty, requiredName } from './fields';

export { passwordStrength, isStrongPassword, passwordCriteria, toModelState } from './fields';
export type { PasswordStrength, ModelState } from './fields';

export const INVALID_RESET_TOKEN = 'The reset link is invalid or has expired.';
export const PASSWORD_MISMATCH = 'The password and confirmation password do not match.';
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
    Token: presentOrEmpty(v.pipe(v.string(INVALID_RESET_TOKEN), v.nonEmpty(INVALID_RESET_TOKEN))),
    Password: newPasswordField,
    ConfirmPassword: presentOrEmpty(v.string(PASSWORD_MISMATCH)),
  }),
  v.forward(
    v.partialCheck([['Password'], ['ConfirmPassword']], (input) => input.Password === input.ConfirmPassword, PASSWORD_MISMATCH),
    ['ConfirmPassword'],
  ),
);
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;
export type ResetPasswordValues = v.InferOutput<typeof resetPasswordSchema>;

export const MISSING_CODE = 'The confirmation code is missing.';

/** `POST /api/Account/ConfirmEmail` body. */
export const confirmEmailSchema = v.object({
  Code: presentOrEmpty(v.pipe(v.string(MISSING_CODE), v.trim(), v.nonEmpty(MISSING_CODE))),
});
export type ConfirmEmailInput = v.InferInput<typeof confirmEmailSchema>;

/** `PUT /api/me` body and the My Profile form. PhoneNumber comes out as digits or null. */
export const profileUpdateSchema = v.object({
  FirstName: requiredName('First name'),
  LastName: requiredName('Last name'),
  PhoneNumber: optionalPhoneField,
});
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;
export type ProfileUpdateValues = v.InferOutput<typeof profileUpdateSchema>;

/** `GET /api/Countries` answer (no token, cacheable). */
export type State = { Id: number; Name: string; Code: string };
export type Country = { Id: number; Name: string; IsoCode: string; States: State[] };

/** Answer of the account calls on success (and of ConfirmEmail on failure, with 400). */
export type MessageResponse = { Message: string };
