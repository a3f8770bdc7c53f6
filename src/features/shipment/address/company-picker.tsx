import { useLingui } from '@lingui/react/macro';
import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Address } from '@/contract/shipment';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { addressQueryOptions, shipmentViewModelQueryOptions } from '../api';
import { AddAddressModal } from './add-address-modal';
import { filterCompanies } from './company-options';

const CREATE = '$create';

type Props = {
  label: string;
  value: number | null;
  /**
   * The address is read with GET /api/Address/{id} (null when cleared or when that read fails); the company's name
   * from the list comes with it, so a company chosen offline without its address is still named (decision 073).
   */
  onChange: (id: number | null, address: Address | null, name?: string) => void;
  /** A new company is a shipping (pickup) one. */
  isShipper: boolean;
  shipperId?: number;
  required?: boolean;
  disabled?: boolean;
  error?: string;
};

/**
 * Spec 2 §2.12: a searchable company of the shipper's address book; typing a name that is not there offers
 * "+ Add <name>", which opens the Add Address dialog and selects the new company on success.
 */
export function CompanyPicker({ label, value, onChange, isShipper, shipperId, required, disabled, error }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const viewModel = useQuery(shipmentViewModelQueryOptions(shipperId));
  const addresses = viewModel.data?.Addresses ?? [];
  // a company created here is shown by name before the view model is read again
  const [created, setCreated] = useState<{ Id: number; Name: string } | null>(null);
  const selectedName = addresses.find((a) => a.Id === value)?.Name ?? (created?.Id === value ? created.Name : '');
  const [search, setSearch] = useState(selectedName);
  const [adding, setAdding] = useState<string | null>(null);
  const [loadingAddress, setLoadingAddress] = useState(false);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // the company picked last: an address read for an earlier pick arrives too late to be shown
  const chosen = useRef(value);
  const inputId = useId();

  useEffect(() => setSearch(selectedName), [selectedName]);

  const { options, exact } = filterCompanies(addresses, search === selectedName ? '' : search);

  async function select(id: number) {
    chosen.current = id;
    const options = { ...addressQueryOptions(id), revalidateIfStale: true, networkMode: 'always' as const, retry: false };
    const kept = queryClient.getQueryData(options.queryKey);
    // The company is the form's at once, so a Save right after the pick has it; its address lines follow when read.
    onChange(id, kept ?? null, addresses.find((a) => a.Id === id)?.Name);
    setLoadingAddress(true);
    try {
      // What this device has (memory or snapshot) at once, refreshed behind; offline with nothing kept, the company
      // stays chosen without its address lines instead of waiting for a network that is not there.
      const address = await queryClient.ensureQueryData(options);
      if (chosen.current === id && address !== kept) onChange(id, address);
    } catch (failure) {
      if (navigator.onLine) notifyHttpError(failure);
    } finally {
      setLoadingAddress(false);
    }
  }

  function submit(option: string) {
    combobox.closeDropdown();
    if (option === CREATE) {
      setAdding(search.trim());
      return;
    }
    const id = Number(option);
    setSearch(addresses.find((a) => a.Id === id)?.Name ?? '');
    if (id !== value) void select(id);
  }

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={submit} disabled={disabled} withinPortal>
        <Combobox.Target>
          <InputBase
            id={inputId}
            label={label}
            withAsterisk={required}
            error={error}
            disabled={disabled}
            value={search}
            placeholder={disabled ? undefined : t`Search or add a company`}
            rightSection={loadingAddress || viewModel.isFetching ? <Loader size={14} /> : <Combobox.Chevron />}
            rightSectionPointerEvents="none"
            autoComplete="off"
            onChange={(event) => {
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
              setSearch(event.currentTarget.value);
              if (event.currentTarget.value === '' && value !== null) {
                chosen.current = null;
                onChange(null, null);
              }
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              if (search.trim() !== '') setSearch(selectedName);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
            {options.map((address) => (
              <Combobox.Option value={String(address.Id)} key={address.Id} active={address.Id === value}>
                {address.Name}
              </Combobox.Option>
            ))}
            {!exact && search.trim() !== '' && search !== selectedName && (
              <Combobox.Option value={CREATE}>
                <Text size="sm" c="blue" fw={500}>{t`+ Add ${search.trim()}`}</Text>
              </Combobox.Option>
            )}
            {options.length === 0 && search.trim() === '' && <Combobox.Empty>{t`Type a company name to add it`}</Combobox.Empty>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <AddAddressModal
        opened={adding !== null}
        onClose={() => setAdding(null)}
        initialName={adding ?? ''}
        isShipper={isShipper}
        shipperId={shipperId}
        onCreated={(address) => {
          setCreated({ Id: address.Id, Name: address.Name });
          chosen.current = address.Id;
          setSearch(address.Name);
          onChange(address.Id, address);
        }}
      />
    </>
  );
}
