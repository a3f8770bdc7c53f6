import { defineOfflineFeature } from '@/lib/offline/registry';
import { marketKeys } from './api';

/** The bell's notifications are drawn before IndexedDB opens (the board and my bids are load lists: see loads). */
export const marketOffline = defineOfflineFeature({ shell: [marketKeys.notifications] });
