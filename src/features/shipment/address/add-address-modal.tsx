import { Trans, useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { Address } from '@/contract/shipment';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { fieldErrors } from '@/lib/http/model-state';
import { addressQueryOptions, countriesQueryOptions, createAddress, shipmentKeys } from '../api';
import {
  ADDRESS_FORM_FIELDS,
  emptyAddressForm,
  missingAddressFields,
  toAddressInput,
  type AddressFormField,
  type AddressFormValues,
} from './address-form';
import { ContactPhoneInput } from './contact-phone-input';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormActions } from '@/lib/ui/form-actions';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The name typed in the company picker. */
  initialName: string;
  /** true: a pickup (shipping) company; false: a consignee. */
  isShipper: boolean;
  /** BackOffice: whose address book. */
  shipperId?: number;
  onCreated: (address: Address) => void;
};

/** Spec 2 §2.12: a new company of the shipper's address book; Close and Confirm. */
export function AddAddressModal({ opened, ...form }: Props) {
  const { t } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <FormModal
      opened={opened}
      onClose={form.onClose}
      title={t`Add Address`}
      size="lg"
      fullScreen={narrow}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* a new name typed in the picker starts a new form */}
      {opened && <AddAddressForm key={form.initialName} {...form} />}
    </FormModal>
  );
}

type Errors = Partial<Record<AddressFormField, string>>;

function AddAddressForm({ initialName, isShipper, shipperId, onClose, onCreated }: Omit<Props, 'opened'>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const countries = useQuery(countriesQueryOptions());
  const [values, setValues] = useState<AddressFormValues>(() => emptyAddressForm(initialName));
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const countryOptions = useMemo(() => (countries.data ?? []).map((c) => c.Name), [countries.data]);
  const stateOptions = useMemo(
    () => (countries.data ?? []).find((c) => c.Name === values.Country)?.States.map((s) => s.Name) ?? [],
    [countries.data, values.Country],
  );
  const labels: Record<AddressFormField, string> = {
    Name: t`Name`,
    Address1: t`Address 1`,
    Address2: t`Address 2`,
    Country: t`Country`,
    State: t`State`,
    City: t`City`,
    Zipcode: t`Zip code`,
    ContactFirstName: t`Contact first name`,
    ContactLastName: t`Contact last name`,
    ContactEmail: t`Contact email`,
    ContactPhone: t`Phone 1`,
    ContactPhone2: t`Phone 2`,
    ContactFax: t`Fax`,
  };

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(emptyAddressForm(initialName)));

  const save = useSubmitMutation({
    mutationFn: () => createAddress(toAddressInput(values, isShipper, shipperId)),
    onSuccess: async (address) => {
      queryClient.setQueryData(addressQueryOptions(address.Id).queryKey, address);
      onCreated(address);
      onClose();
      await queryClient.invalidateQueries({ queryKey: shipmentKeys.viewModel(shipperId) });
    },
    onError: (error) => {
      setErrors(fieldErrors(error, ADDRESS_FORM_FIELDS));
      focusFirstError();
      notifyHttpError(error);
    },
  });

  function change(patch: Partial<AddressFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const missing = missingAddressFields(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t`${labels[field]} is required`])));
      focusFirstError();
      return;
    }
    save.submit();
  }

  const text = (field: AddressFormField, autoComplete: string, required = false, type = 'text') => (
    <TextInput
      label={labels[field]}
      value={values[field]}
      onChange={(event) => change({ [field]: event.currentTarget.value })}
      error={errors[field]}
      withAsterisk={required}
      required={field === 'Address1'}
      autoComplete={autoComplete}
      type={type}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`New company`}>
      <Stack gap="sm">
        {text('Name', 'organization', true)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          {text('Address1', 'address-line1', true)}
          {text('Address2', 'address-line2')}
          <Select
            label={labels.Country}
            withAsterisk
            data={countryOptions}
            value={values.Country || null}
            onChange={(value) => change({ Country: value ?? '', State: '' })}
            searchable
            nothingFoundMessage={t`No country found`}
            placeholder={countries.isPending ? t`Loading…` : undefined}
            error={errors.Country}
            limit={300}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={labels.State}
            withAsterisk
            data={stateOptions}
            value={values.State || null}
            onChange={(value) => change({ State: value ?? '' })}
            searchable
            disabled={stateOptions.length === 0}
            nothingFoundMessage={t`No state found`}
            error={errors.State}
            comboboxProps={{ withinPortal: true }}
          />
          {text('City', 'address-level2', true)}
          {text('Zipcode', 'postal-code', true)}
          {text('ContactFirstName', 'given-name')}
          {text('ContactLastName', 'family-name')}
          {text('ContactEmail', 'email', false, 'email')}
          <ContactPhoneInput
            label={labels.ContactPhone}
            value={values.ContactPhone}
            onChange={(ContactPhone) => change({ ContactPhone })}
            error={errors.ContactPhone}
          />
          <ContactPhoneInput
            label={labels.ContactPhone2}
            value={values.ContactPhone2}
            onChange={(ContactPhone2) => change({ ContactPhone2 })}
            error={errors.ContactPhone2}
          />
          <ContactPhoneInput
            label={labels.ContactFax}
            value={values.ContactFax}
            onChange={(ContactFax) => change({ ContactFax })}
            error={errors.ContactFax}
            autoComplete="off"
          />
        </SimpleGrid>
        <FormActions onCancel={onClose} pending={save.isPending} cancelLabel={<Trans>Close</Trans>} mt="sm">
          <Trans>Confirm</Trans>
        </FormActions>
      </Stack>
    </form>
  );
}
