import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group } from '@mantine/core';
import type { SavedSearchAlerts } from '@/contract/saved-searches';
import { pushSupported } from '@/lib/pwa/push';

/** The three alert channels of a saved search. */
export function AlertSwitches({
  value,
  onChange,
  disabled,
  name,
}: {
  value: SavedSearchAlerts;
  onChange: (next: SavedSearchAlerts) => void;
  disabled?: boolean;
  name: string;
}) {
  const { t } = useLingui();
  const set = (patch: Partial<SavedSearchAlerts>) => onChange({ ...value, ...patch });
  return (
    <Group gap="md" role="group" aria-label={t`Alerts for ${name}`}>
      <Checkbox label={t`In the app`} checked={value.InApp} disabled={disabled} onChange={(e) => set({ InApp: e.currentTarget.checked })} />
      <Checkbox label={t`E-mail`} checked={value.Email} disabled={disabled} onChange={(e) => set({ Email: e.currentTarget.checked })} />
      <Checkbox
        label={t`Push`}
        checked={value.Push}
        disabled={disabled || (!pushSupported() && !value.Push)}
        onChange={(e) => set({ Push: e.currentTarget.checked })}
      />
    </Group>
  );
}
