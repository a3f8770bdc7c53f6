import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Divider, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PayStatement, PayStatus } from '@/contract/pay';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { formatDate } from '@/shared/format/date';
import { translateRef } from '@/lib/i18n/server-messages';
import { formatCurrency } from '@/lib/format/money';
import { formatDetentionMinutes } from '@/shared/detention';
import { decideQuickPay, downloadPdf, payKeys, payStatementQueryOptions, requestQuickPay } from './api';

const STATUS: Record<PayStatus, MessageDescriptor> = {
  AwaitingDelivery: msg`Awaiting delivery`,
  AwaitingProofOfDelivery: msg`Awaiting proof of delivery`,
  Due: msg`Due`,
  QuickPayRequested: msg`Quick pay requested`,
  QuickPayApproved: msg`Quick pay approved`,
  Paid: msg`Paid`,
};

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The carrier's pay statement of one load (issue 40, decision 165), phone-first: what it earns, what is taken off,
 * what it is paid and when; quick pay asked for by the carrier once the POD is in, approved or refused by staff.
 */
export function PayStatementCard({ loadId, carrier, backOffice }: { loadId: number; carrier: boolean; backOffice: boolean }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { data } = useQuery(payStatementQueryOptions(loadId));
  const [busy, setBusy] = useState<'ask' | 'approve' | 'refuse' | 'pdf' | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  if (!data) return null;
  const money = (n: number) => formatCurrency(n, i18n.locale);

  async function run(kind: 'ask' | 'approve' | 'refuse', work: () => Promise<PayStatement>, done: string) {
    setBusy(kind);
    try {
      queryClient.setQueryData(payKeys.statement(loadId), await work());
      void queryClient.invalidateQueries({ queryKey: payKeys.detention(loadId) });
      setRefusing(false);
      notifySuccess(done);
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setBusy(null);
    }
  }

  async function handlePdf() {
    setBusy('pdf');
    try {
      await downloadPdf(`/api/Shipments/${loadId}/PayStatement/Pdf`, `Pay-statement-${data!.Code}.pdf`, i18n.locale);
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setBusy(null);
    }
  }

  const waiting = data.QuickPay?.Status === 'Requested';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="h5" id={titleId}>
          <Trans>Pay statement</Trans>
        </Title>
        <Badge variant="light" color={data.Status === 'Paid' || data.Status === 'QuickPayApproved' ? 'green' : 'blue'}>
          {i18n._(STATUS[data.Status])}
        </Badge>
      </Group>
      <Stack gap={6}>
        <Line label={t`Rate`} value={money(data.Rate)} />
        {data.Accessorials.map((a, i) => (
          <Line key={i} label={t`Accessorial · ${a.Name}`} value={money(a.Total)} />
        ))}
        {data.Detention.map((d) => (
          <Line key={d.StopKey} label={t`Detention ${formatDetentionMinutes(d.BillableMinutes)} · ${d.Stop}`} value={money(d.Amount)} />
        ))}
        <Line label={t`Gross`} value={money(data.Gross)} strong />
        <Line label={t`Platform fee (${data.PlatformFeePercent}%)`} value={`−${money(data.PlatformFee)}`} />
        {data.QuickPayFee > 0 && <Line label={t`Quick-pay fee (${data.QuickPayFeePercent}%)`} value={`−${money(data.QuickPayFee)}`} />}
        <Divider />
        <Line label={t`Net pay`} value={money(data.Net)} strong />
        <Line label={t`Expected payment`} value={data.ExpectedPaymentDate ? formatDate(data.ExpectedPaymentDate) : '—'} />
        {data.QuickPay?.Status === 'Refused' && (
          <Text size="sm" c="red.8">
            {t`Quick pay refused: ${data.QuickPay.Reason ?? ''}`}
          </Text>
        )}
        <Group gap="xs" mt="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === 'pdf'}
            onClick={() => void handlePdf()}
          >
            <Trans>Download PDF</Trans>
          </Button>
          {carrier && data.QuickPayUnavailable === null && (
            <Button
              size="sm"
              loading={busy === 'ask'}
              onClick={() => void run('ask', () => requestQuickPay(loadId), t`Quick pay has been asked for.`)}
            >
              <Trans>Ask for quick pay ({data.QuickPayFeePercent}% fee)</Trans>
            </Button>
          )}
        </Group>
        {carrier && data.QuickPayUnavailable !== null && data.Status !== 'Paid' && !data.QuickPay && (
          <Text size="xs" c="dimmed">
            {t`Quick pay: ${translateRef(data.QuickPayUnavailableId, data.QuickPayUnavailable)}`}
          </Text>
        )}
        {backOffice && waiting && (
          <Stack gap="xs" mt="xs">
            <Text size="sm" fw={600}>
              <Trans>The carrier asks for quick pay.</Trans>
            </Text>
            {refusing && (
              <Textarea
                label={t`Reason for refusing`}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                maxLength={400}
                autosize
              />
            )}
            <Group gap="xs">
              <Button
                size="sm"
                color="green"
                loading={busy === 'approve'}
                onClick={() => void run('approve', () => decideQuickPay(loadId, true, null), t`Quick pay approved.`)}
              >
                <Trans>Approve quick pay</Trans>
              </Button>
              <Button
                size="sm"
                color="red"
                variant="light"
                loading={busy === 'refuse'}
                onClick={() =>
                  refusing ? void run('refuse', () => decideQuickPay(loadId, false, reason), t`Quick pay refused.`) : setRefusing(true)
                }
              >
                <Trans>Refuse quick pay</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
