import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileTypePdf, IconSignature } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { NAME_MAX, type Paperwork } from '@/contract/paperwork';
import { formatDateTime } from '@/shared/format/date';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { refreshLoad } from '@/lib/offline/registry';
import { useOutbox, useSendOrQueue } from '@/lib/offline/use-offline';
import { notifyKeptOnDevice } from '@/lib/ui/notify';
import { SyncMarkBadge, syncMarkOf } from '@/lib/ui/sync-mark';
import { useSubmitting } from '@/lib/ui/use-submit-mutation';
import { type PaperKind, openPaper, paperworkQueryOptions } from './api';

/**
 * The load's papers on its tracking page (issue 40): the rate confirmation's version and whether the carrier accepted
 * it ("Rate confirmation pending" until then), the signed proof of delivery once it landed, each with its PDF; the
 * carrier accepts here with its typed name and a tick, at once or from the outbox.
 */
export function PaperworkCard({ loadId, loadCode, carrier }: { loadId: number; loadCode: string; carrier: boolean }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const paperwork = useQuery(paperworkQueryOptions(loadId));
  const queued = useOutbox(loadId).filter((e) => e.kind === 'paperwork.accept');
  const rc = paperwork.data?.RateConfirmation ?? null;
  const pod = paperwork.data?.ProofOfDelivery ?? null;
  if (!rc && !pod) return null;

  const open = (kind: PaperKind) => void openPaper(loadId, kind, i18n.locale).catch(notifyHttpError);
  const when = (iso: string) => formatDateTime(iso, { language: i18n.locale, withZone: true });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h5" id={titleId}>
          <Trans>Paperwork</Trans>
        </Title>
        {rc && (
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>
                <Trans>Rate confirmation · version {rc.Version}</Trans>
              </Text>
              {rc.AcceptedAt ? (
                <Badge color="teal" variant="light">
                  <Trans>Accepted</Trans>
                </Badge>
              ) : (
                <Badge color="yellow" variant="light">
                  <Trans>Rate confirmation pending</Trans>
                </Badge>
              )}
            </Group>
            {rc.AcceptedAt && rc.AcceptedName && (
              <Text size="sm" c="dimmed">
                <Trans>
                  Accepted by {rc.AcceptedName} on {when(rc.AcceptedAt)}
                </Trans>
              </Text>
            )}
            {queued.map((entry) => (
              <Group key={entry.seq} gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  <Trans>You accepted it on this device.</Trans>
                </Text>
                <SyncMarkBadge mark={syncMarkOf(entry)} />
              </Group>
            ))}
            <PdfButton onClick={() => open('RateConfirmation')}>
              <Trans>Open the rate confirmation</Trans>
            </PdfButton>
            {carrier && !rc.AcceptedAt && queued.length === 0 && <AcceptForm loadId={loadId} loadCode={loadCode} version={rc.Version} />}
          </Stack>
        )}
        {pod && (
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>
                <Trans>Proof of delivery</Trans>
              </Text>
              <Badge color={pod.Exceptions.length ? 'orange' : 'teal'} variant="light">
                {pod.Exceptions.length ? t`With exceptions` : t`Signed`}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>
                Signed by {pod.SignedBy} on {when(pod.SignedAt)} · {pod.Pages} BOL pages
              </Trans>
            </Text>
            <PdfButton onClick={() => open('ProofOfDelivery')}>
              <Trans>Open the proof of delivery</Trans>
            </PdfButton>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function AcceptForm({ loadId, loadCode, version }: { loadId: number; loadCode: string; version: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const sendOrQueue = useSendOrQueue();
  const submitting = useSubmitting();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [working, setWorking] = useState(false);
  const ready = name.trim().length > 0 && agreed;

  async function accept() {
    if (!ready || !submitting.begin()) return;
    setWorking(true);
    try {
      const outcome = await sendOrQueue<Paperwork['RateConfirmation']>({
        loadId,
        loadCode,
        kind: 'paperwork.accept',
        target: String(version),
        payload: { Name: name.trim(), Version: version },
      });
      if (outcome.status === 'delivered') {
        await refreshLoad(queryClient, loadId, 'page');
        notifySuccess(t`Rate confirmation accepted`);
      } else notifyKeptOnDevice();
    } catch (error) {
      notifyHttpError(error);
    } finally {
      submitting.end();
      setWorking(false);
    }
  }

  return (
    <Stack gap="xs" mt="xs">
      <TextInput
        label={t`Your name`}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={NAME_MAX}
        autoComplete="name"
        required
      />
      <Checkbox
        checked={agreed}
        onChange={(e) => setAgreed(e.currentTarget.checked)}
        label={t`I accept the rate, stops and payment terms of this rate confirmation.`}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconSignature size={16} aria-hidden />} onClick={() => void accept()} disabled={!ready} loading={working}>
          <Trans>Accept the rate confirmation</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function PdfButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Group>
      <Button variant="default" size="xs" leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={onClick}>
        {children}
      </Button>
    </Group>
  );
}
