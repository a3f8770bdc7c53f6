import { useLingui } from '@lingui/react/macro';
import type { SubscriptionAction } from './row-actions';

/** Menu labels of the lifecycle actions. */
export function useActionLabel(): (action: SubscriptionAction) => string {
  const { t } = useLingui();
  return (action) => {
    switch (action) {
      case 'start':
        return t`Start subscription`;
      case 'pause':
        return t`Pause subscription`;
      case 'resume':
        return t`Resume subscription`;
      case 'cancel':
        return t`Cancel subscription`;
      case 'renew':
        return t`Renew subscription`;
    }
  };
}

/** The success alerts of spec 3 §8, naming the customer (the server answers the same English sentence). */
export function useActionSuccess(): (action: SubscriptionAction, name: string) => string {
  const { t } = useLingui();
  return (action, name) => {
    switch (action) {
      case 'start':
        return t`Subscription for ${name} has been started successfully`;
      case 'renew':
        return t`Subscription for ${name} has been Renewed successfully`;
      case 'pause':
        return t`Subscription for ${name} has been paused successfully`;
      case 'resume':
        return t`Subscription for ${name} has been resumed successfully`;
      case 'cancel':
        return t`Subscription for ${name} has been canceled successfully`;
    }
  };
}

/** The confirmation question before pause / resume / cancel. */
export function useActionQuestion(): (action: 'pause' | 'resume' | 'cancel', name: string) => string {
  const { t } = useLingui();
  return (action, name) => {
    switch (action) {
      case 'pause':
        return t`Pause the subscription of ${name}? Its current period is extended by the days it stays paused.`;
      case 'resume':
        return t`Resume the subscription of ${name}?`;
      case 'cancel':
        return t`Cancel the subscription of ${name}? Its periods and invoices are kept.`;
    }
  };
}
