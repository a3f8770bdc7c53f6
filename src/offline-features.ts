import { loadsOffline } from '@/features/loads/offline';
import { marketOffline } from '@/features/market/offline';
import { profileOffline } from '@/features/profile/offline';
import { shipmentOffline } from '@/features/shipment/offline';
import { trackingOffline } from '@/features/tracking/offline';
import type { OutboxKind } from '@/lib/offline/outbox-entry';
import { registerOfflineFeatures } from '@/lib/offline/registry';

/** Every feature's offline part (decision 121): lib/offline reads them through the registry, never a feature. */
const features = [shipmentOffline, trackingOffline, loadsOffline, marketOffline, profileOffline] as const;

type RequestKinds<F> = F extends { requests: infer R } ? keyof R : never;
/** Compiles only while every outbox kind has a builder in some feature. */
const everyKindBuilt: [Exclude<OutboxKind, RequestKinds<(typeof features)[number]>>] extends [never] ? true : never = true;

/** Registers them (main.tsx at start; the unit tests' setup too, so lib/offline's tests run against the app's features). */
export function registerAppOfflineFeatures(): void {
  if (everyKindBuilt) registerOfflineFeatures(features);
}
