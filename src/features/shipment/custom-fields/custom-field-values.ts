import type { CustomFieldDefinition, CustomFieldValue } from '@/contract/shipment';

/** The definitions in their Position order. */
export function orderedDefinitions(definitions: readonly CustomFieldDefinition[]): CustomFieldDefinition[] {
  return [...definitions].sort((a, b) => a.Position - b.Position || a.Id - b.Id);
}

export function valueOf(values: readonly CustomFieldValue[], id: number): string[] {
  return values.find((value) => value.Id === id)?.Value ?? [];
}

/** The values with one field's value replaced (or added), keeping the definition's Required flag. */
export function withValue(values: readonly CustomFieldValue[], definition: CustomFieldDefinition, value: string[]): CustomFieldValue[] {
  const next: CustomFieldValue = { Id: definition.Id, Value: value, Required: definition.Required };
  return values.some((v) => v.Id === definition.Id) ? values.map((v) => (v.Id === definition.Id ? next : v)) : [...values, next];
}
