import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { profileUpdateSchema } from '@/contract/account';
import type { Me } from '@/contract/auth';
import { HttpError } from '@/lib/http/client';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { schemaModelState } from '@/lib/http/model-state';
import { translatedModelState } from '@/lib/i18n/server-messages';
import { applyMe, updateMe } from './api';
import { PhoneField } from '@/lib/ui/phone-field';
import { phoneDigits, toPhoneInputValue } from '@/lib/ui/phone-value';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';
import { splitModelState } from './model-state';
import type { FieldErrors } from './model-state';

/** First name, last name and phone with Save (`PUT /api/me`); ModelState messages land on their fields. */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(me.FirstName);
  const [lastName, setLastName] = useState(me.LastName);
  const [phone, setPhone] = useState(toPhoneInputValue(me.PhoneNumber));
  const [errors, setErrors] = useState<FieldErrors>({});
  const dirty =
    firstName !== me.FirstName || lastName !== me.LastName || phoneDigits(phone) !== phoneDigits(toPhoneInputValue(me.PhoneNumber));

  useUnsavedChanges(dirty);

  const save = useSubmitMutation({
    mutationFn: updateMe,
    onSuccess: (next) => {
      applyMe(queryClient, next);
      setFirstName(next.FirstName);
      setLastName(next.LastName);
      notifySuccess(t`Your profile has been saved.`);
    },
    onError: (error) => {
      const modelState = error instanceof HttpError ? error.body.ModelState : undefined;
      const { fields, rest } = splitModelState(translatedModelState(error instanceof HttpError ? error.body : undefined));
      setErrors(fields);
      if (!modelState) notifyHttpError(error);
      else if (rest.length > 0) notifyHttpError(new HttpError(400, { ModelState: { '': rest } }));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { FirstName: firstName, LastName: lastName, PhoneNumber: phone };
    const problems = schemaModelState(profileUpdateSchema, body);
    const parsed = v.safeParse(profileUpdateSchema, body);
    if (problems || !parsed.success) {
      setErrors(splitModelState(translatedModelState(problems ?? undefined)).fields);
      return;
    }
    setErrors({});
    save.submit(parsed.output);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`Personal details`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NameInput label={t`First name`} autoComplete="given-name" value={firstName} onChange={setFirstName} error={errors.FirstName} />
          <NameInput label={t`Last name`} autoComplete="family-name" value={lastName} onChange={setLastName} error={errors.LastName} />
        </SimpleGrid>
        <PhoneField initialDigits={me.PhoneNumber} onChange={setPhone} error={errors.PhoneNumber} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type NameInputProps = { label: string; autoComplete: string; value: string; onChange: (value: string) => void; error?: string };

function NameInput({ label, autoComplete, value, onChange, error }: NameInputProps) {
  return (
    <TextInput
      label={label}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
