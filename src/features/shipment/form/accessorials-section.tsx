import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Select, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PRICE_MAX, type AccessorialOption } from '@/contract/shipment';
import { formatMoney } from '@/lib/format/money';
import { MoneyInput, useReadOnly } from './fields';
import { FormSection } from './form-section';
import { useFormStore, useFormValue } from './form-store';
import { newRowKey, type AccessorialRow } from './form-values';
import { accessorialTotal, clampMoney } from './totals';

/** Spec 2 §2.12 Accessorials: Name, Price ($ or %), Quantity (none for %), Total; a name is used once per load. */
export function AccessorialsSection({ options }: { options: AccessorialOption[] }) {
  const { t } = useLingui();
  const store = useFormStore();
  const rows = useFormValue('Accessorials');
  const basicPrice = useFormValue('BasicPrice');
  const readOnly = useReadOnly();

  const update = (key: string, patch: Partial<AccessorialRow>) =>
    store.set({ Accessorials: store.get().Accessorials.map((row) => (row.key === key ? { ...row, ...patch } : row)) });
  const remove = (key: string) => store.set({ Accessorials: store.get().Accessorials.filter((row) => row.key !== key) });
  const add = () =>
    store.set({ Accessorials: [...store.get().Accessorials, { key: newRowKey(), Name: '', Price: 0, Quantity: 1, IsPercentage: false }] });
  const used = new Set(rows.map((row) => row.Name));
  const allUsed = options.length > 0 && options.every((option) => used.has(option.Name));

  const addButton = readOnly ? undefined : (
    <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={add} disabled={allUsed}>
      {t`Add accessorial`}
    </Button>
  );

  return (
    <FormSection title={t`Accessorials`} action={addButton}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">{t`No accessorials`}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t`Accessorials`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="34%">{t`Name`}</Table.Th>
                <Table.Th>{t`Price`}</Table.Th>
                <Table.Th>{t`Quantity`}</Table.Th>
                <Table.Th ta="right">{t`Total`}</Table.Th>
                {!readOnly && (
                  <Table.Th w={48}>
                    <VisuallyHidden>{t`Remove`}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Select
                      aria-label={t`Accessorial ${index + 1} name`}
                      data={[
                        ...options.map((option) => ({
                          value: option.Name,
                          label: option.Name,
                          disabled: option.Name !== row.Name && used.has(option.Name),
                        })),
                        ...(row.Name && !options.some((option) => option.Name === row.Name) ? [{ value: row.Name, label: row.Name }] : []),
                      ]}
                      value={row.Name || null}
                      searchable
                      disabled={readOnly}
                      placeholder={t`Choose`}
                      comboboxProps={{ withinPortal: true }}
                      onChange={(name) => {
                        const option = options.find((o) => o.Name === name);
                        const isPercentage = option?.IsPercentage ?? false;
                        update(row.key, {
                          Name: name ?? '',
                          IsPercentage: isPercentage,
                          Quantity: isPercentage ? null : (row.Quantity ?? 1),
                        });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MoneyInput
                      label=""
                      aria-label={t`Accessorial ${index + 1} price`}
                      value={row.Price}
                      prefix={row.IsPercentage ? undefined : '$'}
                      suffix={row.IsPercentage ? '%' : undefined}
                      displayMin={0}
                      max={row.IsPercentage ? 100 : PRICE_MAX}
                      disabled={readOnly}
                      onChange={(price) => update(row.key, { Price: clampMoney(price ?? 0) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {row.IsPercentage ? (
                      <Text size="sm" c="dimmed" aria-label={t`No quantity for a percentage`}>
                        —
                      </Text>
                    ) : (
                      <MoneyInput
                        label=""
                        aria-label={t`Accessorial ${index + 1} quantity`}
                        value={row.Quantity}
                        displayMin={0}
                        max={PRICE_MAX}
                        decimalScale={2}
                        disabled={readOnly}
                        onChange={(quantity) => update(row.key, { Quantity: quantity === null ? null : clampMoney(quantity) })}
                      />
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={500} data-testid="accessorial-total">
                      ${formatMoney(accessorialTotal(row, basicPrice))}
                    </Text>
                  </Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Tooltip label={t`Remove`}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t`Remove accessorial ${index + 1}`}
                          onClick={() => remove(row.key)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FormSection>
  );
}
