import type { CustomFieldDefinition } from '@/contract/shipment';
import { CustomFieldsPanel } from '../custom-fields/custom-fields-panel';
import { useCustomFieldErrors, useFormStore, useFormValue } from './form-store';

/** The load's custom fields (H4's panel, controlled): their values travel with the load on save. */
export function CustomFieldsSection({ definitions, readOnly }: { definitions: CustomFieldDefinition[]; readOnly: boolean }) {
  const store = useFormStore();
  const values = useFormValue('CustomFields');
  const errors = useCustomFieldErrors();
  return (
    <CustomFieldsPanel
      definitions={definitions}
      values={values}
      onChange={(CustomFields) => store.set({ CustomFields })}
      readOnly={readOnly}
      errors={errors}
    />
  );
}
