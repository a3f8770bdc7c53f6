import { defineOfflineFeature } from '@/lib/offline/registry';
import { profileKeys } from './api';

/** The signed-in user (`GET /api/me`) is drawn before IndexedDB opens. */
export const profileOffline = defineOfflineFeature({ shell: [profileKeys.me] });
