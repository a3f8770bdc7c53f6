import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconBraces, IconChevronDown, IconFileExport, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import type { Send } from '@/lib/http/client';
import { runExport, type ExportDeps, type ExportOutcome, type ServerFile } from './run-export';
import type { ExportColumn, ExportFormat } from './types';

export type ExportAsMenuProps<Row> = {
  /** File name before the timestamp, e.g. "Truckers". */
  fileBase: string;
  /** The columns the user has visible, in their order (see visibleExportColumns). */
  columns: readonly ExportColumn<Row>[];
  /** Every row matching the current filters: pageNumber 1, pageSize 1000000, through apiGet. */
  fetchRows: () => Promise<readonly Row[]>;
  /** Formats the server writes itself from the list's query and these columns (the loads CSV, decision 118). */
  serverFiles?: Partial<Record<ExportFormat, () => Promise<ServerFile>>>;
  /** The rows of the list's query, fetched and written by the export worker for the other formats (decision 124). */
  serverRows?: (send: Send) => Promise<ServerFile>;
  disabled?: boolean;
  onExported?: (outcome: ExportOutcome) => void;
  /** Test seams (notifier, engine, download); leave unset in the app. */
  deps?: ExportDeps;
};

/** The "Export As" menu of every list: Excel, CSV, JSON; the button spins and the menu is closed while exporting. */
export function ExportAsMenu<Row>({
  fileBase,
  columns,
  fetchRows,
  serverFiles,
  serverRows,
  disabled = false,
  onExported,
  deps,
}: ExportAsMenuProps<Row>) {
  const { t } = useLingui();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const busy = running !== null;

  const handleExport = async (format: ExportFormat) => {
    if (busy) return;
    setRunning(format);
    try {
      const outcome = await runExport({ format, fileBase, columns, fetchRows, serverFile: serverFiles?.[format], serverRows }, deps);
      onExported?.(outcome);
    } finally {
      setRunning(null);
    }
  };

  const items: { format: ExportFormat; label: string; icon: typeof IconFileExport }[] = [
    { format: 'xlsx', label: t`Excel`, icon: IconFileSpreadsheet },
    { format: 'csv', label: t`CSV`, icon: IconFileTypeCsv },
    { format: 'json', label: t`JSON`, icon: IconBraces },
  ];

  return (
    <Menu position="bottom-end" shadow="md" disabled={disabled || busy} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileExport size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          loading={busy}
          loaderProps={{ type: 'dots' }}
          disabled={disabled}
          aria-busy={busy}
        >
          <Trans>Export As</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map(({ format, label, icon: Icon }) => (
          <Menu.Item key={format} leftSection={<Icon size={16} aria-hidden />} onClick={() => void handleExport(format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
