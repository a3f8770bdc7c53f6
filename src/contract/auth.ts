import * as v from 'valibot';
import { emailField, loginPasswordField } from './fields';

/** Sign-in form and `POST /api/auth/login` body (spec 1 §5). */
export const loginSchema = v.object({
  email: emailField,
  password: loginPasswordField,
});
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;

/** `POST /token` form fields (application/x-www-form-urlencoded). */
export type PasswordGrantForm = { grant_type: 'password'; username: string; password: string };
/** The refresh token normally travels in the `hb_refresh` cookie; `refresh_token` is for non-browser clients. */
export type RefreshGrantForm = { grant_type: 'refresh_token'; refresh_token?: string };

export const REFRESH_COOKIE = 'hb_refresh';
export const ACCESS_TOKEN_SECONDS = 900;
export const REFRESH_TOKEN_DAYS = 30;

export type Role = 'BackOffice' | 'Shipper' | 'Trucker';
export const ROLES = ['BackOffice', 'Shipper', 'Trucker'] as const satisfies readonly Role[];

/** `POST /token` 200 answer. `roles` is comma-separated; `profilePicture` is a URL or "". */
export type TokenResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  userName: string;
  firstName: string;
  lastName: string;
  roles: string;
  profilePicture: string;
};

/** `POST /token` failure (400 invalid_grant, 400 unsupported_grant_type, 429 rate_limited). */
export type OAuthError = { error: string; error_description: string; Message?: string };

export type PartnerSummary = {
  Kind: 'Trucker' | 'Shipper';
  Id: number;
  Name: string;
  PaymentStatus: string | null;
  Approved: boolean;
  Islocked: boolean;
};

/** `GET /api/me`, `PUT /api/me`, `POST /api/me/photo`. Dates are ISO 8601 strings. */
export type Me = {
  Id: number;
  Email: string;
  EmailConfirmed: boolean;
  FirstName: string;
  LastName: string;
  FullName: string;
  PhoneNumber: string | null;
  Roles: Role[];
  ProfilePicture: string;
  Created: string;
  Partner: PartnerSummary | null;
};

/** `POST /api/auth/login` 200 answer (the refresh cookie is set as for `/token`). */
export type LoginResponse = { accessToken: string; expiresIn: number; user: Me };

/** Generic failure bodies (decision 001). */
export type MessageError = { Message: string };
export type ModelStateError = { Message: string; ModelState: Record<string, string[]> };
export type ApiError = Partial<MessageError & ModelStateError & OAuthError>;
