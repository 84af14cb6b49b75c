/** The live lane's consumer modules (shared/manifest/stream-consumers.ts names the lane of each). */
import * as banEnforcement from './consumers/ban-enforcement';
import * as mentionNotifications from './consumers/mention-notifications';
import * as notifications from './consumers/notifications';
import * as pickScores from './consumers/pick-scores';
import * as showAlerts from './consumers/show-alerts';
import * as showWatchers from './consumers/show-watchers';
import type { ConsumerModule, ConsumerOf } from './wiring';

export const LIVE_CONSUMERS: Record<ConsumerOf<'live'>, ConsumerModule> = {
  'ban-enforcement': banEnforcement,
  notifications,
  'mention-notifications': mentionNotifications,
  'show-watchers': showWatchers,
  'show-alerts': showAlerts,
  'pick-scores': pickScores,
};
