import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVALID_RESET_TOKEN } from '../../src/contract/account';
import type { Db } from '../db/database';
import { emailConfirmations, passwordResetTokens, users, type User } from '../db/schema';
import { audit } from './audit';
import { afterResponse } from '../http/after-response';
import { ApiError, fieldError, messageBody, messageError } from './errors';
import type { Mailer } from './mail';
import { hashPassword } from './passwords';
import { attemptKeys, claimAttempt, clearAccount } from './rate-limit';
import { hashSecret, newSecret, revokeAllForUser } from './tokens';
import { findUserByEmail } from './users';
import { message, template } from '../../src/contract/messages';

export const RESET_TOKEN_MINUTES = 60;
export const CONFIRMATION_DAYS = 7;
/** Two reset requests for one address within this window produce one e-mail (the web app makes two calls). */
export const RESET_DEDUPE_SECONDS = 60;

export const FORGOT_PASSWORD_SENT = 'If an account exists for this address, an e-mail with a link to reset the password is on its way.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can sign in with the new password.';
export const EMAIL_CONFIRMED = 'Thank you, your e-mail address is confirmed.';

type Deps = { db: Db; mailer: Mailer; config: { publicUrl: string } };

/**
 * Reset requests per 15-minute window (decision 019): 4 per address asked about (two tries of the web app's
 * pair of calls) and 20 per client address. Counted whether or not the address has an account.
 */
export const RESET_LIMITS = { account: 4, address: 20 } as const;
export const resetKeys = (email: string, address: string) => ({
  account: `reset-account:${email.trim().toLowerCase()}`,
  address: `reset-address:${address}`,
});

const RESET_LIMITED_ONE = message('reset_rate_limited_one', 'Too many password reset requests. Try again in 1 minute.');
const RESET_LIMITED = template('reset_rate_limited', 'Too many password reset requests. Try again in {minutes} minutes.');

export const resetRateMessage = (retryAfter: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return minutes === 1 ? RESET_LIMITED_ONE : RESET_LIMITED({ minutes });
};

/**
 * ForgetPassword and its legacy twin: throttled (429 past the limit, the same for known and unknown addresses),
 * then answered at once; the account lookup and the e-mail happen after the answer, so its time tells nothing.
 */
export async function acceptPasswordResetRequest(deps: Deps, email: string, via: ResetVia, clientAddress: string): Promise<void> {
  const retryAfter = await claimAttempt(deps.db, resetKeys(email, clientAddress), RESET_LIMITS);
  if (retryAfter > 0) throw new ApiError(429, messageBody(resetRateMessage(retryAfter)), { 'Retry-After': String(retryAfter) });
  afterResponse(() => requestPasswordReset(deps, email, via));
}

export type ResetVia = 'account' | 'legacy';

/**
 * Writes a reset e-mail when the address belongs to an account; silent otherwise (no enumeration).
 * A request is skipped when the other call already asked within the last minute, so the web app's
 * ForgetPassword + legacy pair produces one e-mail in either order, while a user's "send again" still works.
 */
export async function requestPasswordReset({ db, mailer, config }: Deps, email: string, via: ResetVia): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const token = newSecret();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${user.id} for update`);
    const recentFilter = and(
      eq(passwordResetTokens.userId, user.id),
      gt(passwordResetTokens.created, sql`now() - make_interval(secs => ${RESET_DEDUPE_SECONDS})`),
      via === 'account' ? eq(passwordResetTokens.via, 'legacy') : undefined,
    );
    const recent = await tx.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(recentFilter).limit(1);
    if (recent.length > 0) return false;
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashSecret(token),
      userId: user.id,
      via,
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    return true;
  });
  if (!created) return false;
  const link = `${config.publicUrl}/ResetPassword?code=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await mailer.send({ to: user.email, subject: 'Reset your Haulbase password', text: resetText(user, link) });
  await audit(db, { userId: user.id, action: 'password_reset_requested', entity: 'user', entityId: user.id, details: { via } });
  return true;
}

const resetText = (user: User, link: string) =>
  [
    `Hello ${user.firstName || user.email},`,
    '',
    'Someone asked to reset the password of your Haulbase account. To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once and expires in ${RESET_TOKEN_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    '',
    'Haulbase',
  ].join('\n');

/**
 * Sets a new password with a single-use token. Ends every session of the user, marks every other outstanding
 * token used, clears the account's sign-in throttle, and confirms the address (the link proved it).
 */
export async function resetPassword(db: Db, input: { Email: string; Token: string; Password: string }): Promise<void> {
  const user = await findUserByEmail(db, input.Email);
  const now = new Date();
  const [token] = user
    ? await db
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.tokenHash, hashSecret(input.Token)), eq(passwordResetTokens.userId, user.id)))
    : [];
  if (!user || !token || token.usedAt || token.expiresAt <= now) throw fieldError('Token', INVALID_RESET_TOKEN);
  const passwordHash = await hashPassword(input.Password);
  const claimed = await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, token.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, emailConfirmed: true }).where(eq(users.id, user.id));
    await revokeAllForUser(tx, user.id);
    return true;
  });
  if (!claimed) throw fieldError('Token', INVALID_RESET_TOKEN);
  await clearAccount(db, attemptKeys(user.email, ''));
  await audit(db, { userId: user.id, action: 'password_reset', entity: 'user', entityId: user.id });
}

/** Subject and text of a confirmation e-mail; the text receives the link (add shipper sends a welcome e-mail). */
export type ConfirmationMail = { subject: string; text: (link: string) => string };

/** Creates a confirmation code for the user's current address and e-mails the link. Returns the code. */
export async function sendEmailConfirmation({ db, mailer, config }: Deps, user: User, mail?: ConfirmationMail): Promise<string> {
  const code = newSecret();
  await db.insert(emailConfirmations).values({
    codeHash: hashSecret(code),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + CONFIRMATION_DAYS * 24 * 3600_000),
  });
  const link = `${config.publicUrl}/useractivationemail?code=${encodeURIComponent(code)}`;
  if (mail) {
    await mailer.send({ to: user.email, subject: mail.subject, text: mail.text(link) });
    return code;
  }
  const text = `Hello ${user.firstName || user.email},\n\nPlease confirm your e-mail address for Haulbase by opening this link:\n\n${link}\n\nThe link expires in ${CONFIRMATION_DAYS} days.\n\nHaulbase`;
  await mailer.send({ to: user.email, subject: 'Confirm your e-mail address', text });
  return code;
}

export const INVALID_CONFIRMATION = message('confirmation_link_invalid', 'The confirmation link is invalid or has expired.');

/** Confirms the address a code was issued for; the code is single-use. */
export async function confirmEmail(db: Db, code: string): Promise<void> {
  const now = new Date();
  const [row] = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.codeHash, hashSecret(code)), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)))
    .returning();
  if (!row) throw messageError(400, INVALID_CONFIRMATION);
  const updated = await db
    .update(users)
    .set({ emailConfirmed: true })
    .where(and(eq(users.id, row.userId), sql`lower(${users.email}) = lower(${row.email})`))
    .returning({ id: users.id });
  if (updated.length === 0) throw messageError(400, INVALID_CONFIRMATION);
  await audit(db, { userId: row.userId, action: 'email_confirmed', entity: 'user', entityId: row.userId });
}
