import { Trans, useLingui } from '@lingui/react/macro';
import { LoadState } from '@/lib/ui/load-state';

/** While a profile loads, or when it failed: the app's one loading and error state. */
export function DetailLoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <LoadState
      error={error}
      onRetry={onRetry}
      loadingLabel={t`Loading the profile`}
      errorTitle={t`The profile could not be loaded.`}
      notFound={<Trans>This partner does not exist or was removed.</Trans>}
    />
  );
}
