import * as v from 'valibot';
import { useState } from 'react';
import { loginSchema, type LoginValues } from '@/contract/auth';
import { issueMessage } from '@/contract/messages';
import { translateMessage } from '@/lib/i18n/server-messages';

type Field = 'email' | 'password';
const FIELDS: Field[] = ['email', 'password'];

function fieldError(field: Field, value: string): string | undefined {
  const result = v.safeParse(loginSchema.entries[field], value);
  return result.success ? undefined : translateMessage(issueMessage(result.issues[0]));
}

/** Values, touched flags and per-field messages of the sign-in form, validated with the contract schema. */
export function useLoginForm() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });

  const errors = Object.fromEntries(FIELDS.map((f) => [f, fieldError(f, values[f])])) as Record<Field, string | undefined>;

  /** Props for a field: a message once touched, and whether it shows the valid style. */
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((prev) => ({ ...prev, [name]: value }));
    },
    onBlur: () => setTouched((prev) => ({ ...prev, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
    valid: touched[name] && !errors[name],
  });

  /**
   * Text already in an input when the form mounts is the form's: typed into the page rendered at build time before
   * the app took it over (decision 153; React keeps the input's text but not the state), or filled in by the browser.
   */
  const adopt = (name: Field, text: string | undefined) => {
    if (text) setValues((prev) => (prev[name] === text ? prev : { ...prev, [name]: text }));
  };

  /** Marks every field touched; returns the parsed values when the form is valid. */
  const validate = (): LoginValues | null => {
    setTouched({ email: true, password: true });
    const result = v.safeParse(loginSchema, values);
    return result.success ? result.output : null;
  };

  return { field, validate, adopt };
}
