import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Stack, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { AccountFields } from './account-fields';
import { ADD_SHIPPER_FIELDS, copyCompanyAddress, EMPTY_ADD_SHIPPER, toAddShipperPayload, type AddShipperErrors } from './add-shipper-form';
import { AddressFields } from './address-fields';
import { addShipper, countriesQueryOptions, partnerKeys } from './api';
import { fieldErrors } from '@/lib/http/model-state';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';

/** Add new shipper (spec 1 §2.5): no client-side checks; the server's messages go under the fields and into alerts. */
export function AddShipperModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={t`Add new shipper`}
      size="xl"
      fullScreen={narrow}
      closeOnClickOutside={false}
    >
      <AddShipperForm onDone={onClose} />
    </FormModal>
  );
}

function AddShipperForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const countries = useQuery(countriesQueryOptions());
  const [values, setValues] = useState(EMPTY_ADD_SHIPPER);
  const [errors, setErrors] = useState<AddShipperErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (countries.error) notifyHttpError(countries.error);
  }, [countries.error]);

  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(EMPTY_ADD_SHIPPER));

  const save = useSubmitMutation({
    mutationFn: addShipper,
    onSuccess: async () => {
      onDone();
      notifySuccess(t`Shipper has been created successfully`);
      await queryClient.invalidateQueries({ queryKey: partnerKeys.lists() });
    },
    onError: (error) => {
      setErrors(fieldErrors(error, ADD_SHIPPER_FIELDS));
      // after the messages render, the first field with one gets the focus
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      notifyHttpError(error, { fallback: t({ id: 'Bad_request', message: 'Bad request' }) });
    },
  });

  function handleChange(patch: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...patch }));
    // a field the user edits loses its server message
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.submit(toAddShipperPayload(values));
  }

  const addressProps = { values, errors, countries: countries.data, countriesLoading: countries.isPending, onChange: handleChange };
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t`New shipper`}>
      <Stack gap="md">
        <Section title={t`Owner and sign-in`} />
        <AccountFields values={values} errors={errors} onChange={handleChange} />
        <Section title={t`Company`} />
        <TextInput
          label={t`Company name`}
          value={values.CompanyName}
          onChange={(event) => handleChange({ CompanyName: event.currentTarget.value })}
          error={errors.CompanyName}
          autoComplete="organization"
        />
        <AddressFields prefix="" {...addressProps} />
        <Section
          title={t`Billing address`}
          action={
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={() => setValues(copyCompanyAddress)}
            >
              <Trans>Same as company address</Trans>
            </Button>
          }
        />
        <AddressFields prefix="Billing" {...addressProps} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="center" mih={30}>
        <Title order={3} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      <Divider />
    </Stack>
  );
}
