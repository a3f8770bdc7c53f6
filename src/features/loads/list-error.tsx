import { useLingui } from '@lingui/react/macro';
import { LoadState } from '@/lib/ui/load-state';

/** A list that failed to load: the app's one error state (the server's message; Try again unless it was refused). */
export function ListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useLingui();
  return <LoadState error={error} onRetry={onRetry} errorTitle={t`The list could not be loaded.`} />;
}
