import '@mantine/dropzone/styles.css';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@/contract/account';
import type { Me } from '@/contract/auth';
import { HttpError } from '@/lib/http/client';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { translatedModelState } from '@/lib/i18n/server-messages';
import { applyMe, uploadPhoto } from './api';
import { initials, photoProblem, problemFromRejection } from './photo-rules';
import type { PhotoProblem } from './photo-rules';

/** The avatar (photo or initials) and a drop zone that uploads a new photo (png, jpeg, webp ≤ 5 MB). */
export function ProfilePhoto({ me }: { me: Me }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const openRef = useRef<() => void>(null);
  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (next) => {
      applyMe(queryClient, next);
      notifySuccess(t`Your photo has been updated.`);
    },
    onError: (error) => {
      const messages = error instanceof HttpError ? Object.values(translatedModelState(error.body)).flat() : [];
      if (messages.length > 0) setServerProblem(messages.join(' '));
      else notifyHttpError(error);
    },
  });
  const problemText: Record<PhotoProblem, string> = {
    'too-large': t`You have exceeded the file size limit (5mb)`,
    'wrong-type': t`Choose a PNG, JPEG or WebP image.`,
    'too-many': t`Choose one image.`,
  };

  function handleDrop(files: File[]) {
    const file = files[0];
    if (!file) return;
    const found = files.length > 1 ? 'too-many' : photoProblem(file);
    setProblem(found);
    setServerProblem(null);
    if (!found) upload.mutate(file);
  }

  return (
    <Stack align="center" gap="md">
      <Avatar
        src={me.ProfilePicture || null}
        alt={me.ProfilePicture ? t`Photo of ${me.FullName}` : undefined}
        size={128}
        radius={128}
        color="haulbase"
        fz={40}
      >
        {initials(me.FirstName, me.LastName, me.Email)}
      </Avatar>
      <Stack gap={0} align="center">
        <Text fw={600}>{me.FullName}</Text>
        <Text size="sm" c="dimmed">
          {me.Email}
        </Text>
      </Stack>
      <Dropzone
        onDrop={handleDrop}
        onReject={(rejections) => {
          setServerProblem(null);
          setProblem(problemFromRejection(rejections.flatMap((r) => r.errors.map((e) => e.code))));
        }}
        accept={[...PHOTO_TYPES]}
        maxSize={PHOTO_MAX_BYTES}
        multiple={false}
        loading={upload.isPending}
        openRef={openRef}
        activateOnClick={false}
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': t`Photo file` }}
        w="100%"
        p="md"
      >
        <Stack align="center" gap="xs">
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} color="var(--mantine-color-teal-6)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} color="var(--mantine-color-red-6)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                <Trans>Drop a new photo here</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>PNG, JPEG or WebP, up to 5 MB</Trans>
              </Text>
            </div>
          </Group>
          <Button size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} onClick={() => openRef.current?.()}>
            <Trans>Choose a photo</Trans>
          </Button>
        </Stack>
      </Dropzone>
      {(problem || serverProblem) && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {problem ? problemText[problem] : serverProblem}
        </Text>
      )}
    </Stack>
  );
}
