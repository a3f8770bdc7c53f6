import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, passwordStrength, profileUpdateSchema, resetPasswordSchema, toModelState } from './account';
import { loginSchema } from './auth';

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : toModelState(result.issues);
};

describe('loginSchema (spec 1 §5)', () => {
  it('requires both fields, one message per field', () => {
    expect(errors(loginSchema, {})).toEqual({ email: ['Email is Required'], password: ['Password is Required'] });
    expect(errors(loginSchema, { email: '', password: '' })).toEqual({ email: ['Email is Required'], password: ['Password is Required'] });
  });
  it('checks the e-mail format and the lengths', () => {
    expect(errors(loginSchema, { email: 'a@', password: '1234567' })).toEqual({
      email: ['Wrong email format'],
      password: ['Minimum 8 symbols'],
    });
    expect(errors(loginSchema, { email: `${'a'.repeat(45)}@b.com`, password: 'x'.repeat(51) })).toEqual({
      email: ['Maximum 50 symbols'],
      password: ['Maximum 50 symbols'],
    });
  });
  it('accepts and trims a valid sign-in', () => {
    expect(v.parse(loginSchema, { email: ' admin@haulbase.test ', password: 'Haulbase#2025' })).toEqual({
      email: 'admin@haulbase.test',
      password: 'Haulbase#2025',
    });
  });
});

describe('forgot and reset password (spec 3 §5)', () => {
  it('forgot-password uses the e-mail rules', () => {
    expect(errors(forgotPasswordSchema, { Email: 'x' })).toEqual({ Email: ['Wrong email format'] });
    expect(errors(forgotPasswordSchema, { Email: 'a@b.co' })).toBeNull();
  });
  it('passwordStrength counts length > 7, uppercase, digit, special', () => {
    expect(['', 'abcdefgh', 'Abcdefgh', 'Abcdefg1', 'Abcdefg1!', 'A1!'].map(passwordStrength)).toEqual([0, 1, 2, 3, 4, 3]);
  });
  it('a weak password says "Please check your Password"; a mismatch is reported on ConfirmPassword', () => {
    const base = { Email: 'a@b.co', Token: 't' };
    expect(errors(resetPasswordSchema, { ...base, Password: 'abcdefgh', ConfirmPassword: 'abcdefgh' })).toEqual({
      Password: ['Please check your Password'],
    });
    expect(errors(resetPasswordSchema, { ...base, Password: 'Abcdefg1!', ConfirmPassword: 'Abcdefg1?' })).toEqual({
      ConfirmPassword: ['The password and confirmation password do not match.'],
    });
    expect(errors(resetPasswordSchema, { ...base, Password: 'Abcdefg1!', ConfirmPassword: 'Abcdefg1!' })).toBeNull();
  });
});

describe('profileUpdateSchema', () => {
  it('requires names, keeps phone digits, treats an empty phone as none', () => {
    expect(errors(profileUpdateSchema, { FirstName: ' ', LastName: '' })).toEqual({
      FirstName: ['First name is Required'],
      LastName: ['Last name is Required'],
    });
    expect(v.parse(profileUpdateSchema, { FirstName: 'Sam', LastName: 'Rivera', PhoneNumber: '+1 (214) 555-0100' }).PhoneNumber).toBe(
      '12145550100',
    );
    expect(v.parse(profileUpdateSchema, { FirstName: 'Sam', LastName: 'Rivera', PhoneNumber: '' }).PhoneNumber).toBeNull();
    expect(errors(profileUpdateSchema, { FirstName: 'Sam', LastName: 'Rivera', PhoneNumber: '12' })).toEqual({
      PhoneNumber: ['Wrong phone number format'],
    });
  });
});
