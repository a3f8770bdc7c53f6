import type { Note } from '@/contract/shipment';

/** Test data: a public note of load 1 by its owner Jordan, its body `n<Id>`. */
export const testNote = (Id: number, Created: string, patch: Partial<Note> = {}): Note => ({
  Id,
  Created,
  Body: `n${Id}`,
  ShipmentId: 1,
  IsPublic: true,
  AddedBy: 'Jordan',
  IsOwner: true,
  ...patch,
});
