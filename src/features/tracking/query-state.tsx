import { LoadState } from '@/lib/ui/load-state';

/** Inside a modal: the app's one loading and error state. */
export function QueryState({ error, onRetry, label }: { error: Error | null; onRetry: () => void; label: string }) {
  return <LoadState error={error} onRetry={onRetry} loadingLabel={label} />;
}
