import { useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/http/error-catalogue';
import { partnerKeys } from './api';
import { useSuccessMessage, type ActionOutcome } from './action-texts';
import type { PartnerRow } from './types';

/** After a successful write: the spec 1 §8 alert naming the party, then lists and detail pages reload. */
export function useAfterWrite(): (outcome: ActionOutcome, row: PartnerRow) => Promise<void> {
  const queryClient = useQueryClient();
  const successMessage = useSuccessMessage();
  return (outcome, row) => {
    notifySuccess(successMessage(outcome, row));
    return queryClient.invalidateQueries({ queryKey: partnerKeys.all });
  };
}
