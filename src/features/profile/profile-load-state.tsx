import { useLingui } from '@lingui/react/macro';
import { LoadState } from '@/lib/ui/load-state';

/** While the user's profile loads, or when it failed: the app's one loading and error state. */
export function ProfileLoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <LoadState error={error} onRetry={onRetry} loadingLabel={t`Loading your profile`} errorTitle={t`Your profile could not be loaded`} />
  );
}
