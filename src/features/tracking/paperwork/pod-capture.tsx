import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCamera, IconPlus, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  BOL_PAGE_MAX_BYTES,
  BOL_PAGE_MAX_SIDE,
  NAME_MAX,
  POD_EXCEPTION_KINDS,
  POD_MAX_PHOTOS,
  POD_NOTE_MAX,
  type PodExceptionKind,
} from '@/contract/paperwork';
import { preparePhoto } from '@/lib/files/photo-prepare';
import { formatFileSize } from '@/lib/files/upload-rules';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { DEVICE_FULL, isStorageFull } from '@/lib/offline/device-storage';
import { refreshLoad } from '@/lib/offline/registry';
import { useOutbox, useSendOrQueue } from '@/lib/offline/use-offline';
import { notifyKeptOnDevice } from '@/lib/ui/notify';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { SyncMarkBadge, syncMarkOf } from '@/lib/ui/sync-mark';
import { useSubmitting } from '@/lib/ui/use-submit-mutation';
import type { PodPayload } from './pod-form';
import { SignatureField } from './signature-field';

type Shot = { name: string; blob: Blob; url: string };
type Exception = { kind: PodExceptionKind; note: string; photos: Shot[] };

/** A page of the BOL or an exception's photo, compressed on the device (three pages stay within 1.5 MB). */
async function shoot(files: File[], prefix: string, start: number): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const [i, file] of files.entries()) {
    const { blob } = await preparePhoto(file, { maxBytes: BOL_PAGE_MAX_BYTES, maxSide: BOL_PAGE_MAX_SIDE });
    shots.push({ name: `${prefix}-${start + i + 1}.jpg`, blob, url: URL.createObjectURL(blob) });
  }
  return shots;
}

/**
 * Proof of delivery signed by the receiver (issue 40 item 2): signature and printed name, optional exceptions (over,
 * short, damaged, each with a note and photos) and photos of the signed paper BOL, several pages at a time. Sent as
 * one write, at once or from the outbox like every trip write.
 */
export function PodCapture({ loadId, loadCode }: { loadId: number; loadCode: string }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const queryClient = useQueryClient();
  const sendOrQueue = useSendOrQueue();
  const submitting = useSubmitting();
  const [signature, setSignature] = useState<Blob | null>(null);
  const [signedBy, setSignedBy] = useState('');
  const [pages, setPages] = useState<Shot[]>([]);
  const [exceptions, setExceptions] = useState<Exception[]>([]);
  const [working, setWorking] = useState(false);
  const [full, setFull] = useState(false);
  const [padKey, setPadKey] = useState(0);
  const waiting = useOutbox(loadId).filter((e) => e.kind === 'pod.submit');
  useUnsavedChanges(signature !== null || pages.length > 0);
  useEffect(() => () => pages.forEach((p) => URL.revokeObjectURL(p.url)), [pages]);

  const total =
    pages.reduce((sum, p) => sum + p.blob.size, 0) + exceptions.reduce((s, e) => s + e.photos.reduce((x, p) => x + p.blob.size, 0), 0);
  const count = pages.length + exceptions.reduce((s, e) => s + e.photos.length, 0);
  const ready = signature !== null && signedBy.trim().length > 0 && !working;

  async function addPages(files: File[]) {
    if (files.length === 0) return;
    setWorking(true);
    try {
      const added = await shoot(files.slice(0, POD_MAX_PHOTOS - count), 'bol-page', pages.length);
      setPages((current) => [...current, ...added]);
    } catch {
      notifyHttpError(new Error(t`This file is not a photo that can be read.`));
    } finally {
      setWorking(false);
    }
  }

  async function addExceptionPhotos(index: number, files: File[]) {
    if (files.length === 0) return;
    setWorking(true);
    try {
      const e = exceptions[index];
      const added = await shoot(files.slice(0, POD_MAX_PHOTOS - count), `${e.kind.toLowerCase()}-${index + 1}`, e.photos.length);
      setExceptions((list) => list.map((x, i) => (i === index ? { ...x, photos: [...x.photos, ...added] } : x)));
    } catch {
      notifyHttpError(new Error(t`This file is not a photo that can be read.`));
    } finally {
      setWorking(false);
    }
  }

  async function submit() {
    if (!ready || !signature || !submitting.begin()) return;
    setWorking(true);
    setFull(false);
    try {
      const payload: PodPayload = {
        SignedBy: signedBy.trim(),
        Signature: signature,
        Exceptions: exceptions.map((e) => ({ Kind: e.kind, Note: e.note.trim(), Photos: e.photos.map((p) => p.name) })),
        Photos: [...pages, ...exceptions.flatMap((e) => e.photos)].map((p) => ({ Name: p.name, File: p.blob })),
      };
      const outcome = await sendOrQueue({ loadId, loadCode, kind: 'pod.submit', target: null, payload });
      if (outcome.status === 'delivered') {
        await refreshLoad(queryClient, loadId, 'page');
        notifySuccess(t`Proof of delivery saved`);
      } else notifyKeptOnDevice();
      setSignature(null);
      setSignedBy('');
      setPages([]);
      setExceptions([]);
      setPadKey((k) => k + 1);
    } catch (error) {
      if (isStorageFull(error)) setFull(true);
      else notifyHttpError(error);
    } finally {
      submitting.end();
      setWorking(false);
    }
  }

  const kindName: Record<PodExceptionKind, string> = { Over: t`Over`, Short: t`Short`, Damaged: t`Damaged` };
  const thumbs = (shots: Shot[], onRemove: (i: number) => void, label: (i: number) => string) => (
    <SimpleGrid cols={3} spacing="xs">
      {shots.map((shot, i) => (
        <div key={shot.url} style={{ position: 'relative' }}>
          <Image src={shot.url} alt={label(i)} radius="sm" h={90} fit="cover" />
          <CloseButton
            size="sm"
            aria-label={t`Remove ${label(i)}`}
            onClick={() => onRemove(i)}
            style={{ position: 'absolute', top: 2, right: 2 }}
            bg="white"
          />
        </div>
      ))}
    </SimpleGrid>
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h5" id={titleId}>
          <Trans>Proof of delivery</Trans>
        </Title>
        {waiting.map((entry) => (
          <Group key={entry.seq} gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">
              <Trans>Signed by {String(entry.payload.SignedBy)}, saved on this device.</Trans>
            </Text>
            <SyncMarkBadge mark={syncMarkOf(entry)} />
          </Group>
        ))}
        <SignatureField key={padKey} onChange={setSignature} />
        <TextInput
          label={t`Receiver’s printed name`}
          value={signedBy}
          onChange={(e) => setSignedBy(e.currentTarget.value)}
          maxLength={NAME_MAX}
          required
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            <Trans>Signed bill of lading</Trans>
          </Text>
          {pages.length > 0 &&
            thumbs(
              pages,
              (i) => setPages((list) => list.filter((_, j) => j !== i)),
              (i) => t`BOL page ${i + 1}`,
            )}
          <Group gap="xs">
            <FileButton onChange={(files) => void addPages(files)} accept="image/*" multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconCamera size={16} aria-hidden />}
                  loading={working}
                  disabled={count >= POD_MAX_PHOTOS}
                >
                  {pages.length ? t`Add pages` : t`Photograph the pages`}
                </Button>
              )}
            </FileButton>
            {count > 0 && (
              <Text size="xs" c="dimmed">
                {plural(pages.length, { one: '# page', other: '# pages' })} · {formatFileSize(total)}
              </Text>
            )}
          </Group>
        </Stack>
        {exceptions.map((e, index) => (
          <Stack key={index} gap={6} p="xs" style={{ border: '1px solid var(--mantine-color-orange-3)', borderRadius: 8 }}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {kindName[e.kind]}
              </Text>
              <CloseButton
                aria-label={t`Remove the exception ${kindName[e.kind]}`}
                onClick={() => setExceptions((list) => list.filter((_, j) => j !== index))}
              />
            </Group>
            <Textarea
              label={t`What is wrong`}
              value={e.note}
              maxLength={POD_NOTE_MAX}
              autosize
              minRows={2}
              onChange={(ev) => {
                const note = ev.currentTarget.value;
                setExceptions((list) => list.map((x, j) => (j === index ? { ...x, note } : x)));
              }}
            />
            {e.photos.length > 0 &&
              thumbs(
                e.photos,
                (i) =>
                  setExceptions((list) => list.map((x, j) => (j === index ? { ...x, photos: x.photos.filter((_, k) => k !== i) } : x))),
                (i) => t`${kindName[e.kind]} photo ${i + 1}`,
              )}
            <FileButton onChange={(files) => void addExceptionPhotos(index, files)} accept="image/*" multiple>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconCamera size={14} aria-hidden />}
                  disabled={count >= POD_MAX_PHOTOS}
                >
                  <Trans>Add photos</Trans>
                </Button>
              )}
            </FileButton>
          </Stack>
        ))}
        <Group gap="xs">
          {POD_EXCEPTION_KINDS.map((kind) => (
            <Button
              key={kind}
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setExceptions((list) => [...list, { kind, note: '', photos: [] }])}
            >
              {kindName[kind]}
            </Button>
          ))}
        </Group>
        {full && (
          <Alert color="red" role="alert">
            {i18n._(DEVICE_FULL)}
          </Alert>
        )}
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => void submit()}
          disabled={!ready}
          loading={working}
          fullWidth
        >
          <Trans>Save the proof of delivery</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
