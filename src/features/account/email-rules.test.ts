import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailIssue } from './email-rules';
import { activationSearchSchema, resetPasswordSearchSchema } from './search-params';

describe('emailIssue (spec 3 §5)', () => {
  it('gives one message per failing rule', () => {
    expect(emailIssue('')).toBe('Email is Required');
    expect(emailIssue('   ')).toBe('Email is Required');
    expect(emailIssue('shipper@')).toBe('Wrong email format');
    expect(emailIssue(`${'a'.repeat(45)}@haulbase.test`)).toBe('Maximum 50 symbols');
  });

  it('accepts a well-formed address', () => {
    expect(emailIssue('shipper@haulbase.test')).toBeNull();
    expect(emailIssue(' shipper@haulbase.test ')).toBeNull();
  });
});

describe('search params', () => {
  it('reads code and email as trimmed text, undefined when absent or blank', () => {
    expect(v.parse(resetPasswordSearchSchema, {})).toEqual({});
    expect(v.parse(resetPasswordSearchSchema, { code: ' ', email: '' })).toEqual({ code: undefined, email: undefined });
    expect(v.parse(resetPasswordSearchSchema, { code: 123456, email: ' a@b.co ' })).toEqual({
      code: '123456',
      email: 'a@b.co',
    });
  });

  it('accepts Code as well as code on the activation page', () => {
    expect(v.parse(activationSearchSchema, { Code: 'XYZ' })).toEqual({ Code: 'XYZ' });
  });
});
