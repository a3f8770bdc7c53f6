import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadBlob } from '@/lib/export/download';
import { apiFile } from '@/lib/http/client';
import { notifyHttpError } from '@/lib/http/error-catalogue';

/** The invoice as the server's PDF (issue 40), in the reader's language with event times in the reader's zone. */
export function InvoicePdfButton({ id, code }: { id: number; code: string }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  async function handleClick() {
    setBusy(true);
    try {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const query = `lang=${encodeURIComponent(i18n.locale)}&tz=${encodeURIComponent(zone)}`;
      const { blob } = await apiFile('GET', `/api/Shipments/Invoice/${id}/Pdf?${query}`);
      downloadBlob(blob, `Invoice-${code}.pdf`);
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} loading={busy} onClick={() => void handleClick()}>
      <Trans>Download PDF</Trans>
    </Button>
  );
}
