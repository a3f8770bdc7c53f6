/** The live channel of the app's one hub (server/services/hub.ts, decision 115); these names are kept for callers. */
export { LIVE_CHANNEL, type LiveEvent, type LiveHub, type LiveNotice, type LiveSubscription, createLiveHub } from './hub';
