/**
 * The payment provider behind provider-managed subscriptions (decision 061). No provider is reachable from this
 * deployment: its subscriptions, invoices and coupons are data synced into our tables (the seed plays the sync).
 * Actions on a provider-managed subscription go through this interface; the provider answers the subscription as
 * it stands afterwards, and the billing service writes that snapshot into the synced tables in its transaction —
 * exactly what a webhook sync would write, so a real provider changes only the implementation.
 */

import { type Message, message } from '../../src/contract/messages';

/** The provider's refusals (decision 120: sent with their ids). */
const ONLY_RUNNING_PAUSED = message('provider_only_running_paused', 'Only a running subscription can be paused.');
const ONLY_PAUSED_RESUMED = message('provider_only_paused_resumed', 'Only a paused subscription can be resumed.');
const ALREADY_CANCELED = message('provider_already_canceled', 'The subscription is already canceled.');

export type ProviderSubscriptionRef = {
  providerSubscriptionId: string;
  status: string | null;
  state: 'started' | 'paused' | 'canceled';
  pausedAt: Date | null;
  canceledAt: Date | null;
  currentPeriodEnd: string;
};

/** What the provider reports after a change (the columns of `subscriptions` it owns). */
export type ProviderSnapshot = {
  status: string;
  state: 'started' | 'paused' | 'canceled';
  pausedAt: Date | null;
  canceledAt: Date | null;
  currentPeriodEnd: string;
};

export type BillingProvider = {
  readonly name: string;
  pauseSubscription(sub: ProviderSubscriptionRef, now: Date): Promise<ProviderSnapshot>;
  resumeSubscription(sub: ProviderSubscriptionRef, now: Date): Promise<ProviderSnapshot>;
  cancelSubscription(sub: ProviderSubscriptionRef, now: Date): Promise<ProviderSnapshot>;
};

export class ProviderError extends Error {
  constructor(readonly said: Message) {
    super(said.text);
    this.name = 'ProviderError';
  }
}

/**
 * The provider as seeded: answers from the synced data with the provider's rules (pause collection keeps the
 * period; resume continues it; cancel is immediate). Never touches the network.
 */
export class SeededProvider implements BillingProvider {
  readonly name = 'seeded';

  async pauseSubscription(sub: ProviderSubscriptionRef, now: Date): Promise<ProviderSnapshot> {
    if (sub.state !== 'started') throw new ProviderError(ONLY_RUNNING_PAUSED);
    return { status: 'paused', state: 'paused', pausedAt: now, canceledAt: null, currentPeriodEnd: sub.currentPeriodEnd };
  }

  async resumeSubscription(sub: ProviderSubscriptionRef): Promise<ProviderSnapshot> {
    if (sub.state !== 'paused') throw new ProviderError(ONLY_PAUSED_RESUMED);
    return { status: 'active', state: 'started', pausedAt: null, canceledAt: null, currentPeriodEnd: sub.currentPeriodEnd };
  }

  async cancelSubscription(sub: ProviderSubscriptionRef, now: Date): Promise<ProviderSnapshot> {
    if (sub.state === 'canceled') throw new ProviderError(ALREADY_CANCELED);
    return { status: 'canceled', state: 'canceled', pausedAt: sub.pausedAt, canceledAt: now, currentPeriodEnd: sub.currentPeriodEnd };
  }
}

/** The provider in use. A real one is chosen here (from configuration) when the deployment can reach it. */
export const defaultBillingProvider: BillingProvider = new SeededProvider();
