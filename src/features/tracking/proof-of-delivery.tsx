import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { formatFileSize } from '@/lib/files/upload-rules';
import { preparePhoto, type PreparedPhoto } from '@/lib/files/photo-prepare';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { DEVICE_FULL, isStorageFull } from '@/lib/offline/device-storage';
import { refreshLoad } from '@/lib/offline/registry';
import { useOutbox, useSendOrQueue } from '@/lib/offline/use-offline';
import { notifyKeptOnDevice } from '@/lib/ui/notify';
import { SyncMarkBadge, syncMarkOf } from '@/lib/ui/sync-mark';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { useSubmitting } from '@/lib/ui/use-submit-mutation';

type Chosen = PreparedPhoto & { url: string };

const two = (n: number) => String(n).padStart(2, '0');
const photoName = (loadCode: string, at: Date, type: string) =>
  `POD-${loadCode}-${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}.${type === 'image/png' ? 'png' : 'jpg'}`;

/**
 * Proof of delivery (issue 7): the trucker photographs the signed delivery note with the tablet's camera (or picks a
 * file). The photo is made small enough on the device, checked for darkness and blur, and uploaded as the load's POD
 * attachment, at once or from the outbox when the network returns.
 */
export function ProofOfDelivery({ loadId, loadCode, typeId }: { loadId: number; loadCode: string; typeId: number | null }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const queryClient = useQueryClient();
  const sendOrQueue = useSendOrQueue();
  const [photo, setPhoto] = useState<Chosen | null>(null);
  const [working, setWorking] = useState(false);
  /** The photo could not be kept on this device for later (it is full): said under it, the photo stays. */
  const [full, setFull] = useState(false);
  // a photo chosen but not uploaded is unsaved work: an update's reload and leaving the page wait for it
  useUnsavedChanges(photo !== null);
  const uploading = useSubmitting();
  const waiting = useOutbox(loadId).filter((entry) => entry.kind === 'attachment.upload');
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  async function choose(file: File | null) {
    if (!file) return;
    setWorking(true);
    try {
      const prepared = await preparePhoto(file);
      setPhoto({ ...prepared, url: URL.createObjectURL(prepared.blob) });
    } catch {
      notifyHttpError(new Error(t`This file is not a photo that can be read.`));
    } finally {
      setWorking(false);
    }
  }

  async function upload() {
    if (!photo || typeId === null || !uploading.begin()) return;
    setWorking(true);
    setFull(false);
    try {
      const payload = { TypeId: typeId, IsPublic: true, FileName: photoName(loadCode, new Date(), photo.blob.type), File: photo.blob };
      const outcome = await sendOrQueue({ loadId, loadCode, kind: 'attachment.upload', target: null, payload });
      if (outcome.status === 'delivered') {
        await refreshLoad(queryClient, loadId, 'attachments');
        notifySuccess(t`Photo uploaded`);
      } else notifyKeptOnDevice();
      setPhoto(null);
    } catch (error) {
      if (isStorageFull(error)) setFull(true);
      else notifyHttpError(error);
    } finally {
      uploading.end();
      setWorking(false);
    }
  }

  const pick = (capture: boolean) => (
    <FileButton onChange={(file) => void choose(file)} accept="image/*" capture={capture ? 'environment' : undefined}>
      {(props) => (
        <Button
          {...props}
          variant={capture ? 'filled' : 'default'}
          leftSection={capture ? <IconCamera size={16} aria-hidden /> : <IconPhoto size={16} aria-hidden />}
          loading={working && !photo}
        >
          {capture ? t`Take a photo` : t`Choose a file`}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h5" id={titleId}>
          <Trans>Proof of delivery</Trans>
        </Title>
        {photo ? (
          <>
            <Image src={photo.url} alt={t`The photo to upload`} radius="sm" mah={260} fit="contain" />
            <Text size="xs" c="dimmed">
              {photo.width} × {photo.height} · {formatFileSize(photo.blob.size)}
            </Text>
            {photo.warnings.includes('dark') && (
              <Alert color="yellow" title={t`This photo looks too dark to read.`}>
                <Trans>Take another one in more light?</Trans>
              </Alert>
            )}
            {photo.warnings.includes('blurred') && (
              <Alert color="yellow" title={t`This photo looks blurred.`}>
                <Trans>Hold still and take another one?</Trans>
              </Alert>
            )}
            {full && (
              <Alert color="red" role="alert">
                {i18n._(DEVICE_FULL)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPhoto(null)} disabled={working}>
                <Trans>Retake</Trans>
              </Button>
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => void upload()}
                loading={working}
                disabled={typeId === null}
              >
                {photo.warnings.length > 0 ? t`Upload anyway` : t`Upload`}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              <Trans>Photograph the signed delivery note. It is uploaded to the load, now or when the network returns.</Trans>
            </Text>
            <Group>
              {pick(true)}
              {pick(false)}
            </Group>
          </>
        )}
        {waiting.map((entry) => (
          <Group key={entry.seq} gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {String(entry.payload.FileName)}
            </Text>
            <SyncMarkBadge mark={syncMarkOf(entry)} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
