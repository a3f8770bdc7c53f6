import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/testing/providers';
import type { CustomFieldDefinition, CustomFieldValue } from '@/contract/shipment';
import { CustomFieldsPanel } from './custom-fields-panel';

const field = (
  Id: number,
  Label: string,
  Type: CustomFieldDefinition['Type'],
  over: Partial<CustomFieldDefinition> = {},
): CustomFieldDefinition => ({
  Id,
  Label,
  Type,
  Size: 'Small',
  Required: false,
  Position: Id,
  Options: [],
  ...over,
});

const definitions = [
  field(5, 'Booked on', 'Date'),
  field(1, 'Customer PO', 'text', { Required: true, Size: 'Large' }),
  field(2, 'Temperature', 'Number'),
  field(3, 'Dock door opens', 'Date and Time'),
  field(4, 'Dock', 'One Select', { Options: ['Dock 1', 'Dock 2'] }),
];

function renderPanel(values: CustomFieldValue[], onChange = vi.fn(), readOnly = false) {
  render(
    <TestProviders>
      <CustomFieldsPanel definitions={definitions} values={values} onChange={onChange} readOnly={readOnly} errors={{ 2: 'Too cold' }} />
    </TestProviders>,
  );
  return onChange;
}

describe('CustomFieldsPanel', () => {
  it('titles the panel, orders the fields by position and picks the input by type', () => {
    renderPanel([{ Id: 4, Value: ['Dock 2'], Required: false }]);
    expect(screen.getByRole('region', { name: 'Custom fields' })).toBeTruthy();
    const labels = screen.getAllByText(/^(Customer PO|Temperature|Dock door opens|Dock|Booked on)$/).map((node) => node.textContent);
    expect(labels).toEqual(['Customer PO *', 'Temperature', 'Dock door opens', 'Dock', 'Booked on']);
    expect(screen.getByLabelText('Booked on').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Dock door opens').getAttribute('type')).toBe('datetime-local');
    expect(screen.getByLabelText('Temperature').getAttribute('type')).toBe('number');
    expect((screen.getByRole('textbox', { name: /Dock$/ }) as HTMLInputElement).value).toBe('Dock 2');
    expect(screen.getByText('Too cold')).toBeTruthy();
    expect(screen.getByLabelText(/Customer PO/).getAttribute('aria-required')).toBe('true');
  });

  it('reports a change as the whole value list, with the definition’s Required flag', () => {
    const onChange = renderPanel([{ Id: 4, Value: ['Dock 2'], Required: false }]);
    fireEvent.input(screen.getByLabelText(/Customer PO/), { target: { value: 'PO-9' } });
    expect(onChange).toHaveBeenLastCalledWith([
      { Id: 4, Value: ['Dock 2'], Required: false },
      { Id: 1, Value: ['PO-9'], Required: true },
    ]);
    fireEvent.input(screen.getByLabelText('Booked on'), { target: { value: '2025-03-11' } });
    expect(onChange).toHaveBeenLastCalledWith([
      { Id: 4, Value: ['Dock 2'], Required: false },
      { Id: 5, Value: ['2025-03-11'], Required: false },
    ]);
  });

  it('disables every input in read-only mode', () => {
    renderPanel([], vi.fn(), true);
    for (const label of ['Booked on', 'Temperature', 'Dock door opens'])
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Customer PO/) as HTMLInputElement).disabled).toBe(true);
  });
});
