/**
 * Show-night alerts (issue 38, docs/rooms.md "Show-night alerts"): opt-in, off by default.
 *
 * - The setting (GET/PUT /api/settings/alerts) turns on alerts for what the fan follows: "Raw starts
 *   in 15 minutes" for shows of promotions they follow, "<wrestler> is in the ring now" when a match
 *   of a wrestler or team they follow goes live. It rides the controls item (the viewer brings it).
 * - The show page's bell (GET/PUT /api/shows/{showId}/alerts) asks for both alerts of one show,
 *   whatever the fan follows and whatever the setting.
 * - Each alert is a notification of its own kind (`showStart`, `inRing`) linking to the show's room,
 *   stored and pushed like the others (domain/notifications.ts, data/notification-groups.ts). The
 *   in-ring alerts of one show are grouped: one per fan per ALERT_GROUP_MINUTES, later ones fold into
 *   it (no second push); a start alert is counted once per fan (its group's window outlasts the show).
 * - Spoiler Guard decides (./spoilers/guard.ts `protectionOf`, at the alert's time): a fan who will
 *   watch the show later, or whom the guard protects from it now, gets neither alert. A fan on the
 *   default settings who follows the show's promotion is protected once it has started: they get the
 *   in-ring alerts when they said they watch it `live` (or turned protection off).
 * - Who gets them is read a bounded page at a time (work items, domain/work.ts): the promotion's or
 *   the wrestler's followers, then the bell's ringers (ALERT_PAGE fans a page).
 *
 * Requests: the setting: none to read (the viewer), one UpdateItem to write. The bell: GetItem of the
 * show + GetItem (read) or one write. A page of alerts: GetItem of the show (+ of the wrestler), one
 * Query of fans, then per fan one BatchGetItem (their viewer) and, when they get it, the
 * notification's transaction (two or three reads before it) and one push.
 */

import { CATALOGUE_TEXTS } from '../../../shared/messages-wrestling';
import { ALERT_GROUP_MINUTES, ALERT_STARTS_SOON_MINUTES, roomWindow } from '../../../shared/rooms';
import type { NotificationActor, WsServerMessage } from '../../../shared/schemas/notifications';
import type { AlertSettings, ShowAlert } from '../../../shared/schemas/rooms';
import { getEntity } from '../../data/catalogue/entities';
import type { EntityItem, MatchItem } from '../../data/catalogue/items';
import { showsInWindow } from '../../data/catalogue/shows';
import type { Db } from '../../data/client';
import { sourceFollowerPage } from '../../data/feed-sources';
import { NOTIFICATION_NAMES } from '../../data/notification';
import { addActivity } from '../../data/notification-groups';
import type { Cursor } from '../../data/page';
import type { StreamRecord } from '../../data/record';
import {
  getMatchItem,
  hasShowBell,
  markStartAlertSent,
  putShowBell,
  putShowNightAlerts,
  showBellPage,
  startAlertSent,
} from '../../data/rooms/alerts';
import { showFactsOf } from '../../data/spoilers/watch';
import { queueWork } from '../../data/work';
import { clockNow } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { pushNotification, toNotification } from '../notifications';
import { protectionOf, type ShowFacts } from '../spoilers/guard';
import { loadViewer, type Viewer } from '../viewer';

/** Fans a page of alert work reads (each costs a few requests: smaller than WORK_PAGE_SIZE). */
export const ALERT_PAGE = 50;
/** Fans alerted side by side within a page. */
const ALERT_PARALLEL = 10;
/** Shows one run of the start-alerts job looks at (the next ALERT_STARTS_SOON_MINUTES). */
const SHOWS_PER_RUN = 50;
const MINUTE = 60_000;
const DAY_SECONDS = 86_400;

/** Pushes a message to every live connection of a fan (realtime/send.ts). */
export type AlertPush = (userId: string, message: WsServerMessage) => Promise<unknown>;

export interface AlertDeps {
  db: Db;
  push?: AlertPush;
  now?: () => Date;
}

/** Who a page of alert work is for: the followers of what it is about, or the show's bell ringers. */
export type AlertAudience = 'followers' | 'bell';

/** The "starts in 15 minutes" work of a show. */
export interface StartAlertSubject {
  showId: string;
  audience: AlertAudience;
}

/** The "in the ring now" work of a match: `entityId` the followed wrestler or team (null: the bell). */
export interface RingAlertSubject {
  showId: string;
  matchId: string;
  entityId: string | null;
  audience: AlertAudience;
}

// --- The setting and the bell ----------------------------------------------------------------

/** GET /api/settings/alerts: off unless the fan turned it on. */
export const alertSettingsOf = (viewer: Viewer): AlertSettings => ({ showNight: viewer.alerts.showNight });

/** PUT /api/settings/alerts {showNight}. */
export async function setAlertSettings(
  db: Db,
  userId: string,
  settings: AlertSettings,
): Promise<AlertSettings> {
  await putShowNightAlerts(db, userId, settings.showNight);
  return { showNight: settings.showNight };
}

/** The show (the catalogue's 404 for an id that is not a show's). */
async function showOf(db: Db, showId: string): Promise<EntityItem> {
  const item = await getEntity(db, showId);
  if (item?.kind !== 'show') throw notFound(CATALOGUE_TEXTS.notFound);
  return item;
}

/** A bell is kept until a day after the show's room closes. */
const bellExpiresAt = (show: ShowFacts) =>
  Math.floor(Date.parse(roomWindow(show).closesAt) / 1000) + DAY_SECONDS;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** GET /api/shows/{showId}/alerts. */
export async function getShowAlert(
  db: Db,
  viewer: Viewer,
  showId: string,
  now = clockNow(),
): Promise<ShowAlert> {
  await showOf(db, showId);
  return { showId, on: await hasShowBell(db, showId, viewer.id, seconds(now)) };
}

/** PUT /api/shows/{showId}/alerts {on}. */
export async function setShowAlert(
  db: Db,
  userId: string,
  showId: string,
  on: boolean,
  now = clockNow(),
): Promise<ShowAlert> {
  const show = showFactsOf(await showOf(db, showId));
  await putShowBell(db, showId, userId, on, bellExpiresAt(show), now.toISOString());
  return { showId, on };
}

// --- Who gets an alert -------------------------------------------------------------------------

/**
 * Whether a fan may be told about the show now: never when they will watch it later, nor while
 * Spoiler Guard protects them from it (a banned fan is told nothing).
 */
export function alertAllowed(viewer: Viewer, show: ShowFacts, now: Date): boolean {
  if (viewer.user.banned) return false;
  if (viewer.spoilers.statuses[show.id]?.status === 'later') return false;
  return !protectionOf(viewer.spoilers, show, now).protected;
}

/** The actor of a show's start alert: the show. */
const showActor = (show: EntityItem): NotificationActor => ({
  id: show.id,
  displayName: show.name,
  handle: show.slug,
  profileImageUrl: null,
});

/** The actor of an in-ring alert: the wrestler or team. */
const entityActor = (entity: EntityItem): NotificationActor => ({
  id: entity.id,
  displayName: entity.name,
  handle: entity.slug,
  profileImageUrl: typeof entity.imageUrl === 'string' ? entity.imageUrl : null,
});

interface Alert {
  kind: 'showStart' | 'inRing';
  show: EntityItem;
  actor: NotificationActor;
  /** The fan must have turned show-night alerts on (followers); the bell needs nothing more. */
  needsSetting: boolean;
}

/**
 * Tells one fan, if they may be told: stored as a notification of its group (a start alert once, an
 * in-ring alert folded into the one of the last ALERT_GROUP_MINUTES), pushed when it is a new one.
 * Returns whether a new alert was sent.
 */
export async function alertFan(deps: AlertDeps, fanId: string, alert: Alert): Promise<boolean> {
  const now = deps.now?.() ?? clockNow();
  const viewer = await loadViewer(deps.db, fanId, now);
  if (!viewer) return false;
  if (alert.needsSetting && !viewer.alerts.showNight) return false;
  if (!alertAllowed(viewer, showFactsOf(alert.show), now)) return false;
  const stored = await addActivity(
    deps.db,
    {
      recipientId: fanId,
      kind: alert.kind,
      group:
        alert.kind === 'showStart'
          ? NOTIFICATION_NAMES.showStartGroup(alert.show.id)
          : NOTIFICATION_NAMES.inRingGroup(alert.show.id),
      source: null,
      actor: alert.actor,
      postId: null,
      commentId: null,
      postAuthorId: null,
      alertShowId: alert.show.id,
      windowMinutes: alert.kind === 'showStart' ? 24 * 60 : ALERT_GROUP_MINUTES,
    },
    now,
  );
  // Counted already (a replay, the bell and a follow both), or folded into this window's alert.
  if (!stored || stored.actorCount > 1) return false;
  await pushNotification(deps.push, fanId, toNotification(stored));
  return true;
}

const inParallel = async <T>(items: readonly T[], n: number, fn: (item: T) => Promise<unknown>) => {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map(fn));
};

interface Page<T> {
  items: T[];
  next: Cursor | undefined;
}
const NONE: Page<never> = { items: [], next: undefined };

/** A page of the fans a piece of alert work is for. */
export async function alertFanPage(
  deps: AlertDeps,
  subject: { showId: string; audience: AlertAudience; followed: string | null },
  cursor: Cursor | undefined,
): Promise<Page<string>> {
  const now = deps.now?.() ?? clockNow();
  if (subject.audience === 'bell')
    return showBellPage(deps.db, subject.showId, ALERT_PAGE, seconds(now), cursor);
  if (!subject.followed) return NONE;
  return sourceFollowerPage(deps.db, { type: 'entity', id: subject.followed }, ALERT_PAGE, cursor);
}

/** The start alert's page: the promotion's followers (read from the show), or the bell's ringers. */
export async function startAlertPage(
  deps: AlertDeps,
  subject: StartAlertSubject,
  cursor: Cursor | undefined,
): Promise<Page<string>> {
  const show = await getEntity(deps.db, subject.showId);
  if (show?.kind !== 'show') return NONE;
  const promotionId = typeof show.promotionId === 'string' ? show.promotionId : null;
  return alertFanPage(deps, { ...subject, followed: promotionId }, cursor);
}

/** Sends the start alert of a show to a page of fans. */
export async function sendStartAlerts(
  deps: AlertDeps,
  subject: StartAlertSubject,
  fans: string[],
): Promise<void> {
  const show = await getEntity(deps.db, subject.showId);
  if (show?.kind !== 'show') return;
  const alert: Alert = {
    kind: 'showStart',
    show,
    actor: showActor(show),
    needsSetting: subject.audience === 'followers',
  };
  await inParallel(fans, ALERT_PARALLEL, (fan) => alertFan(deps, fan, alert));
}

/** The in-ring alert's page: the followed wrestler's or team's followers, or the bell's ringers. */
export const ringAlertPage = (deps: AlertDeps, subject: RingAlertSubject, cursor: Cursor | undefined) =>
  alertFanPage(deps, { ...subject, followed: subject.entityId }, cursor);

/** Sends the in-ring alert of a match to a page of fans (the match still live). */
export async function sendRingAlerts(
  deps: AlertDeps,
  subject: RingAlertSubject,
  fans: string[],
): Promise<void> {
  const show = await getEntity(deps.db, subject.showId);
  if (show?.kind !== 'show') return;
  // A match over (or gone) by the time a later page runs tells nobody more.
  const match = await getMatchItem(deps.db, subject.showId, subject.matchId);
  if (match?.status !== 'live') return;
  const actorId = subject.entityId ?? match.sides.flat()[0];
  const entity = actorId ? await getEntity(deps.db, actorId) : null;
  if (!entity) return;
  const alert: Alert = {
    kind: 'inRing',
    show,
    actor: entityActor(entity),
    needsSetting: subject.audience === 'followers',
  };
  await inParallel(fans, ALERT_PARALLEL, (fan) => alertFan(deps, fan, alert));
}

// --- The start-alerts job --------------------------------------------------------------------

/**
 * The show-alerts job (every minute): the shows starting within the next ALERT_STARTS_SOON_MINUTES
 * whose start alert has not gone out get it, once per show (a marker), as queued pages of work (the
 * derived lane's work-items consumer runs them): the promotion's followers, and the bell's ringers.
 * Returns the shows it started. At most SHOWS_PER_RUN shows a run (their start within 15 minutes).
 */
export async function runStartAlerts(deps: { db: Db; now?: () => Date }): Promise<{ shows: string[] }> {
  const now = deps.now?.() ?? clockNow();
  const upcoming = await showsInWindow(
    deps.db,
    {
      fromIso: now.toISOString(),
      toIso: new Date(now.getTime() + ALERT_STARTS_SOON_MINUTES * MINUTE).toISOString(),
    },
    SHOWS_PER_RUN,
  );
  const started: string[] = [];
  for (const show of upcoming) {
    if (show.kind !== 'show' || show.status === 'cancelled') continue;
    // A show that starts now (its start inclusive) still gets it; one already started does not.
    if (Date.parse(String(show.startsAt)) < now.getTime()) continue;
    if (await startAlertSent(deps.db, show.id)) continue;
    // Queued first, then marked: a run that stops in between queues the same pages again next
    // minute (their ids are deterministic, and a fan is told once by the alert's group).
    for (const audience of ['followers', 'bell'] as const)
      await queueWork(
        deps.db,
        { kind: 'alerts-start', subject: { showId: show.id, audience }, page: 0 },
        now,
      );
    if (await markStartAlertSent(deps.db, show.id, now.toISOString(), seconds(now) + DAY_SECONDS))
      started.push(show.id);
  }
  return { shows: started };
}

// --- The in-ring consumer ----------------------------------------------------------------------

/** Whether a match record is a match going live (its status became `live`). */
export function wentLive(r: StreamRecord): r is Extract<StreamRecord, { item: 'match' }> {
  if (r.item !== 'match' || (r.event !== 'MODIFY' && r.event !== 'INSERT')) return false;
  const after = r.after as MatchItem | undefined;
  const before = r.before as MatchItem | undefined;
  return after?.status === 'live' && before?.status !== 'live';
}

/**
 * The show-alerts consumer (live lane): a match gone live -> one piece of work per wrestler or team on
 * it (their followers) and one for the show's bell, each run a page at a time (the first page at
 * once, here; the rest as work items).
 */
export async function onMatchLive(
  deps: AlertDeps & { start: (subject: RingAlertSubject) => Promise<unknown> },
  r: StreamRecord,
): Promise<void> {
  if (!wentLive(r)) return;
  const match = r.after as MatchItem;
  const entities = [...new Set(match.sides.flat())];
  for (const entityId of entities)
    await deps.start({ showId: match.showId, matchId: match.id, entityId, audience: 'followers' });
  await deps.start({ showId: match.showId, matchId: match.id, entityId: null, audience: 'bell' });
}
