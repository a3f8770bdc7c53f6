import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconMaximize, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BillOfLading } from '@/contract/shipment';
import { HttpError } from '@/lib/http/client';
import { showNotice } from '@/lib/ui/notify';
import { bolQueryOptions } from './api';
import classes from './bol.module.css';
import { BolSheet } from './bol-sheet';
import { bolSheets } from './bol-view';

type Props = { shipmentId: number; code: string; opened: boolean; onClose: () => void };

/** The multi-shipment bill of lading (spec 2 §2.9): a main sheet and one per stop, Print and a full-screen Preview. */
export function BolModal({ shipmentId, code, opened, onClose }: Props) {
  const { t } = useLingui();
  const report = useQuery({ ...bolQueryOptions(shipmentId), enabled: opened });
  const [preview, setPreview] = useState(false);
  const failed = !!report.error && !(report.error instanceof HttpError && report.error.handled);

  // spec 2 §8: a failed report load raises the notice once per failure
  const noticed = useRef<unknown>(null);
  useEffect(() => {
    if (!opened || !failed || noticed.current === report.error) return;
    noticed.current = report.error;
    showNotice('warning', t`Oops!`, t`No data found !`);
  }, [opened, failed, report.error, t]);

  const bol = opened ? report.data : undefined;
  const name = t`BOL ${code}`;
  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        size="min(960px, 100%)"
        title={t`BOL Multi Shipment ID#: ${code}`}
        closeButtonProps={{ 'aria-label': t`Close` }}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="md">
          <Group justify="flex-end" gap="xs">
            <Button variant="default" leftSection={<IconMaximize size={16} aria-hidden />} disabled={!bol} onClick={() => setPreview(true)}>
              <Trans>Preview</Trans>
            </Button>
            <Button leftSection={<IconPrinter size={16} aria-hidden />} disabled={!bol} onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
          </Group>
          {bol ? (
            <BolSheets bol={bol} />
          ) : failed ? (
            <Alert color="yellow" title={t`No data found !`}>
              <Button size="xs" variant="light" color="yellow" onClick={() => void report.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          ) : (
            <Center py="xl">
              <Loader role="status" aria-label={t`Loading the bill of lading`} />
            </Center>
          )}
        </Stack>
      </Modal>
      <Modal
        opened={opened && preview && !!bol}
        onClose={() => setPreview(false)}
        fullScreen
        title={t`Preview ${name}`}
        closeButtonProps={{ 'aria-label': t`Close the preview` }}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="md">
          <Group justify="flex-end">
            <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            <Button variant="default" onClick={() => setPreview(false)}>
              <Trans>Close</Trans>
            </Button>
          </Group>
          {bol && <BolSheets bol={bol} />}
        </Stack>
      </Modal>
      {bol && createPortal(<BolPrintCopy bol={bol} />, document.body)}
    </>
  );
}

function BolSheets({ bol }: { bol: BillOfLading }) {
  const sheets = bolSheets(bol);
  return (
    <div className={classes.sheets}>
      {sheets.map((sheet, index) => (
        <BolSheet key={sheet.key} bol={bol} sheet={sheet} index={index} count={sheets.length} />
      ))}
    </div>
  );
}

/** What window.print() puts on paper: only the sheets, one per printed page (the rest of the page is hidden by bol.module.css). */
function BolPrintCopy({ bol }: { bol: BillOfLading }) {
  const sheets = bolSheets(bol);
  return (
    <div className={classes.printRoot} data-bol-print aria-hidden>
      {sheets.map((sheet, index) => (
        <BolSheet key={sheet.key} bol={bol} sheet={sheet} index={index} count={sheets.length} />
      ))}
    </div>
  );
}
