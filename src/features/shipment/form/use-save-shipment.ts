import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { ModelState } from '@/contract/fields';
import { translateMessage, translatedModelState } from '@/lib/i18n/server-messages';
import { MODE_CONTAINER, type Shipment, type ShipmentInput, type ShipmentViewModel } from '@/contract/shipment';
import { customFieldIssues } from '@/contract/shipment-input';
import { HttpError } from '@/lib/http/client';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { refreshLoad, refreshLoadLists } from '@/lib/offline/registry';
import { showNotice } from '@/lib/ui/notify';
import { createShipment, shipmentKeys, shipmentQueryOptions, updateShipment } from '../api';
import { savePendingItems } from '../items/pending-items';
import { shipmentOffline } from '../offline';
import { checkLoad } from './check-load';
import { ISSUE_FIELDS, type FieldErrors, type FormStore } from './form-store';
import { formToInput, shipmentToForm } from './form-values';
import { shipmentMessage } from './messages';

type Options = {
  store: FormStore;
  shipment: Shipment | null;
  viewModel: ShipmentViewModel;
  /** The load's Version when the form was filled (sent as If-Match). */
  baseVersion: number | null;
  onSaved: (shipment: Shipment) => void;
  onConflict: () => void;
};

/** Save (AsDraft true) and Save and post (AsDraft false): the contract's checks first, then POST or PUT. */
export function useSaveShipment({ store, shipment, viewModel, baseVersion, onSaved, onConflict }: Options) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<'save' | 'post' | null>(null);
  // set at once on submit, so a double click sends one request (the state above re-renders the buttons as busy)
  const inFlight = useRef(false);

  const alert = (messages: string[]) => [...new Set(messages)].forEach((message) => showNotice('error', t`Error`, message));
  const focusFirstError = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-shipment-form] [aria-invalid="true"]')?.focus());

  /** A ModelState (the form's check or the server's answer): each field's first message under it, all as alerts. */
  function showModelState(modelState: ModelState, input: ShipmentInput) {
    const errors: FieldErrors = {};
    const messages: string[] = [];
    for (const [key, list] of Object.entries(modelState)) {
      const field = ISSUE_FIELDS.find((name) => name.toLowerCase() === key.split('.').pop()?.toLowerCase());
      for (const message of list ?? []) {
        messages.push(message);
        if (field) errors[field] ??= message;
      }
    }
    if (modelState.CustomFields)
      for (const issue of customFieldIssues(viewModel.CustomFields, input.CustomFields))
        if (issue.Id !== null) (errors.custom ??= {})[issue.Id] ??= translateMessage(issue.message);
    store.setErrors(errors);
    alert(messages);
    focusFirstError();
  }

  function showServerErrors(failure: unknown, input: ShipmentInput) {
    if (failure instanceof HttpError && failure.status === 412) {
      onConflict();
      return;
    }
    const modelState = failure instanceof HttpError ? failure.body.ModelState : undefined;
    if (modelState) showModelState(translatedModelState(failure instanceof HttpError ? failure.body : undefined), input);
    else notifyHttpError(failure);
  }

  async function save(asDraft: boolean) {
    if (inFlight.current) return;
    // a field still being typed (rest time waits 500 ms) is read now
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const values = store.get();
    const input = formToInput(values, asDraft, values.ModeId === MODE_CONTAINER);
    const problems = checkLoad(values, input, viewModel.CustomFields);
    if (problems) {
      showModelState(translatedModelState(problems), input);
      return;
    }
    inFlight.current = true;
    setPending(asDraft ? 'save' : 'post');
    try {
      // commodity cards typed in but not saved with their own Save go first: the load never drops them (issue 38 §7)
      if (shipment && !(await savePendingItems(shipment.id))) return;
      if (!shipment) {
        const created = await createShipment({ ...input, AsDraft: true });
        void refreshLoadLists(queryClient);
        showNotice('success', t`Great`, t`Load ${created.Code} has been created`);
        try {
          if (!asDraft) {
            const draft = await queryClient.fetchQuery(shipmentQueryOptions(created.Id));
            queryClient.setQueryData(shipmentKeys.detail(created.Id), await updateShipment(created.Id, input, draft.Version));
          }
        } finally {
          // the load exists: whatever posting answered, it is edited from its own page (nothing here is unsaved now)
          store.reset(values);
          await navigate({ to: '/shipper/Loads/$id/edit', params: { id: created.Id } });
        }
        return;
      }
      const updated = await updateShipment(shipment.id, input, baseVersion ?? shipment.Version);
      queryClient.setQueryData(shipmentKeys.detail(shipment.id), updated);
      store.reset(shipmentToForm(updated));
      onSaved(updated);
      showNotice('success', t`Great`, shipmentMessage('Shipment_has_been_Updated_successfuly'));
      // Other screens a saved load makes stale: the loads lists and its page in the other features (tracking, files).
      void refreshLoad(queryClient, shipment.id, 'page', shipmentOffline);
      void refreshLoadLists(queryClient);
    } catch (failure) {
      showServerErrors(failure, input);
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }

  return { save, pending };
}
