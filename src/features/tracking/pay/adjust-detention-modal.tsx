import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adjustDetentionSchema, type StopDetention } from '@/contract/pay';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { fieldErrors, schemaModelState, translatedFields } from '@/lib/http/model-state';
import { formatDetentionMinutes } from '@/shared/detention';
import { adjustDetention, payKeys } from './api';

const FIELDS = ['BillableMinutes', 'Reason'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * Staff set a stop's billable detention minutes, with the reason kept in the load's activities (issue 40, decision
 * 164). The form starts from what the evidence gives.
 */
export function AdjustDetentionModal({ loadId, stop, onClose }: { loadId: number; stop: StopDetention; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState<number | string>(stop.BillableMinutes);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const place = stop.Name || [stop.City, stop.State].filter(Boolean).join(', ');

  async function save() {
    const body = { StopKey: stop.StopKey, BillableMinutes: typeof minutes === 'number' ? minutes : Number.NaN, Reason: reason };
    const problems = schemaModelState(adjustDetentionSchema, body);
    if (problems) return setErrors(translatedFields(problems, FIELDS));
    setSaving(true);
    try {
      queryClient.setQueryData(payKeys.detention(loadId), await adjustDetention(loadId, body));
      notifySuccess(t`Detention at ${place} is now ${formatDetentionMinutes(body.BillableMinutes)}.`);
      onClose();
    } catch (error) {
      const byField = fieldErrors(error, FIELDS);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t`Adjust detention at ${place}`} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            The evidence gives {formatDetentionMinutes(stop.BillableMinutes)} billable. What you set replaces it on the invoice and the pay
            statement.
          </Trans>
        </Text>
        <NumberInput
          label={t`Billable minutes`}
          value={minutes}
          onChange={(value) => {
            setMinutes(value);
            setErrors((e) => ({ ...e, BillableMinutes: undefined }));
          }}
          min={0}
          max={10_000}
          step={15}
          allowDecimal={false}
          error={errors.BillableMinutes}
          data-autofocus
        />
        <Textarea
          label={t`Reason`}
          description={t`Kept in the load's activities.`}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((e) => ({ ...e, Reason: undefined }));
          }}
          maxLength={400}
          autosize
          minRows={2}
          error={errors.Reason}
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            <Trans>Save detention</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
