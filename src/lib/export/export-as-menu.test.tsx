import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExportAsMenu } from './export-as-menu';
import type { ExportColumn } from './types';

type Row = { name: string };
const columns: ExportColumn<Row>[] = [{ id: 'name', header: 'Name', value: (row) => row.name }];

function renderUi(ui: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nProvider>,
  );
}

describe('ExportAsMenu', () => {
  it('offers Excel, CSV and JSON, spins while exporting, then reports the outcome', async () => {
    let finish: (rows: Row[]) => void = () => undefined;
    const fetchRows = () => new Promise<Row[]>((resolve) => (finish = resolve));
    const notify = vi.fn();
    const onExported = vi.fn();
    renderUi(<ExportAsMenu fileBase="Truckers" columns={columns} fetchRows={fetchRows} onExported={onExported} deps={{ notify }} />);
    const button = screen.getByRole('button', { name: /Export As/ });
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Excel' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'JSON' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    expect(button.getAttribute('aria-busy')).toBe('true');

    finish([]);
    await waitFor(() => expect(onExported).toHaveBeenCalledWith({ status: 'empty' }));
    expect(notify).toHaveBeenCalledWith({ title: 'Oops!', message: 'There is no data available to export' });
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
  });

  it('is disabled when the list says so', () => {
    renderUi(<ExportAsMenu fileBase="Truckers" columns={columns} fetchRows={async () => []} disabled />);
    expect(screen.getByRole('button', { name: /Export As/ }).hasAttribute('disabled')).toBe(true);
  });
});
