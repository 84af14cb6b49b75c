/**
 * What each HTTP route answers, beyond what a rule says: a short summary, its success answers (status
 * and the zod schema of the body, or a redirect) and the refusals its domain call can make (status and
 * when). Three things are built from it, so they cannot disagree:
 * - the OpenAPI document (scripts/openapi-doc.ts), which adds the statuses that follow from rules:
 *   400 for a route with schemas, 401 for member and admin routes, 403 for every route (the origin
 *   check; banned fans and non-admins too), 413 for a route with a body, 429 for every route (the
 *   stage throttle; Retry-After with a per-fan limit), 500, and 503 with Retry-After for every route;
 * - the handlers' types: `route()` (functions/http/wiring.ts) takes only a domain call whose success
 *   body has the type of the schema listed here;
 * - the contract checks: the local cloud checks every answer against the document (status, body,
 *   headers) and the contract pass (tests/integration/fuzz.int.test.ts) drives every route into every
 *   status the document lists.
 * A domain call that starts refusing in a new way is listed here in the same change, or the local
 * cloud refuses its answer (500, "Contract violation") in the first test that reaches it.
 * Every refusal's body is `{ "message": string }`. functions/ imports this file for types only: no
 * bundle carries it.
 */
import * as z from 'zod/mini';
import { accountExportPageSchema, twoStepSecretSchema, twoStepStateSchema } from '../schemas/account';
import { adminEntitySchema, catalogueAuditEntrySchema, crownResultSchema } from '../schemas/catalogue-admin';
import { deletedSchema, messageSchema } from '../schemas/common';
import {
  blockedUserSchema,
  blockStateSchema,
  mutedUserSchema,
  mutedWordSchema,
  muteStateSchema,
} from '../schemas/controls';
import { entityFollowStateSchema, entityPageSchema, entitySearchResultSchema } from '../schemas/entities';
import {
  auditEntrySchema,
  banResultSchema,
  createReportResultSchema,
  reportSchema,
  reportStatsSchema,
  reportStatusResultSchema,
} from '../schemas/moderation';
import { notificationSchema, readAllResultSchema } from '../schemas/notifications';
import {
  commentSchema,
  popResultSchema,
  postSchema,
  postVersionSchema,
  youtubePreviewSchema,
} from '../schemas/posts';
import {
  diaryPageSchema,
  leaderboardSchema,
  matchRatingsSchema,
  ratedMatchListSchema,
  ratingBurstListSchema,
  ratingBurstSchema,
  ratingSchema,
  showPicksSchema,
  showRatingsSchema,
} from '../schemas/ratings';
import {
  alertSettingsSchema,
  liveRoomsSchema,
  roomMessageSchema,
  roomMessagesPageSchema,
  roomPopResultSchema,
  roomSanctionSchema,
  roomSchema,
  showAlertSchema,
  slowModeSchema,
} from '../schemas/rooms';
import { searchAllSchema } from '../schemas/search';
import { showListSchema, showPageSchema } from '../schemas/shows';
import { showWatchSchema, spoilerSettingsSchema } from '../schemas/spoilers';
import {
  trendingHashtagSchema,
  trendingPostSchema,
  trendingUserSchema,
  trendingWrestlerSchema,
} from '../schemas/trending';
import { uploadParamsSchema } from '../schemas/uploads';
import { currentUserSchema, followStatusSchema, suggestedUserSchema, userSchema } from '../schemas/users';
import { entityRefSchema, matchSchema } from '../schemas/wrestling';
import type { RouteName } from './http-routes';

/** A success with a JSON body. */
export interface BodyAnswer {
  readonly schema: z.ZodMiniType;
  readonly description: string;
}
/** A redirect: no body, the address in Location. */
export interface RedirectAnswer {
  readonly location: string;
  readonly description: string;
}

/** The statuses a domain call may refuse with (the kinds of functions/lib/errors.ts, by status). */
export type RefusalStatus = 400 | 403 | 404 | 409 | 429;

export interface RouteAnswers {
  /** A few plain words: what the call does. */
  readonly summary: string;
  readonly success:
    | { readonly 200?: BodyAnswer; readonly 201?: BodyAnswer }
    | { readonly 302: RedirectAnswer };
  /** Refusals of the domain call (not those of a rule), with when they happen. */
  readonly refusals?: Readonly<Partial<Record<RefusalStatus, string>>>;
  /** A page of a list: X-Next-Cursor carries the next page's cursor, absent on the last page. */
  readonly paged?: true;
}

const ok = <S extends z.ZodMiniType>(schema: S, description = 'Success') => ({ schema, description });

export const ROUTE_ANSWERS = {
  getMutedWords: {
    summary: 'Your muted words',
    success: { 200: ok(z.array(mutedWordSchema), 'The words still muted, the ones ending first first') },
  },
  muteWord: {
    summary: 'Mute a word, phrase or #hashtag (again: renew it)',
    success: { 200: ok(mutedWordSchema, 'Muted (or renewed)') },
    refusals: { 400: 'Already 100 muted words' },
  },
  unmuteWord: {
    summary: 'Unmute a word',
    success: { 200: ok(messageSchema, 'Unmuted ("Word unmuted")') },
    refusals: { 404: 'No such muted word of yours' },
  },
  login: {
    summary: 'Go to the log-in screen',
    success: { 302: { location: '/', description: 'To the log-in screen ("/"); no body' } },
  },
  getCurrentUser: { summary: 'The signed-in fan', success: { 200: ok(currentUserSchema) } },
  getUser: {
    summary: "A fan's public profile",
    success: { 200: ok(userSchema) },
    refusals: { 404: 'No such fan (or banned, or they blocked you)' },
  },
  updateProfile: {
    summary: 'Edit your profile',
    success: { 200: ok(currentUserSchema, 'The profile as it is now') },
    refusals: { 409: 'The handle is taken, or the profile changed meanwhile' },
  },
  updateProfilePicture: {
    summary: 'Set your profile picture',
    success: { 200: ok(currentUserSchema, 'The profile as it is now') },
    refusals: { 400: 'Not an image you uploaded' },
  },
  createUploadUrl: {
    summary: 'Get an address to upload an image to',
    success: { 200: ok(uploadParamsSchema, 'A presigned S3 PUT address') },
    refusals: { 400: 'The file is too big for its purpose', 429: 'The daily upload quota is used up' },
  },
  getSuggestedUsers: { summary: 'Fans to follow', success: { 200: ok(z.array(suggestedUserSchema)) } },
  searchUsers: { summary: 'Search fans', success: { 200: ok(z.array(suggestedUserSchema)) } },
  searchAll: {
    summary: 'Search fans, the wrestling catalogue and hashtags at once (a few of each)',
    success: {
      200: ok(
        searchAllSchema,
        'Up to 5 fans, 6 entities (the nearest show of each name) and 5 hashtags; a "#" query: hashtags only',
      ),
    },
  },
  followUser: {
    summary: 'Follow a fan',
    success: { 200: ok(followStatusSchema, 'Following (also if you already were)') },
    refusals: { 400: 'Following yourself', 404: 'No such fan (or banned)' },
  },
  unfollowUser: {
    summary: 'Unfollow a fan',
    success: { 200: ok(followStatusSchema, 'Not following (also if you were not)') },
    refusals: { 400: 'Unfollowing yourself' },
  },
  blockUser: {
    summary: 'Block a fan: follows both ways end, each is hidden from the other',
    success: { 200: ok(blockStateSchema, 'Blocked (also if you already had)') },
    refusals: { 400: 'Blocking yourself', 404: 'No such fan (or banned)' },
  },
  unblockUser: {
    summary: 'Unblock a fan',
    success: { 200: ok(blockStateSchema, 'Not blocked (also if you had not)') },
    refusals: { 400: 'Unblocking yourself' },
  },
  getBlocks: {
    summary: 'The fans you blocked',
    success: { 200: ok(z.array(blockedUserSchema)) },
    paged: true,
  },
  muteUser: {
    summary: 'Mute a fan for 24h, 7d, 30d or until you unmute (muting again starts it again)',
    success: { 200: ok(muteStateSchema, 'Muted, and until when') },
    refusals: { 400: 'Muting yourself', 404: 'No such fan (or banned)' },
  },
  unmuteUser: {
    summary: 'Unmute a fan',
    success: { 200: ok(muteStateSchema, 'Not muted (also if you had not)') },
    refusals: { 400: 'Unmuting yourself' },
  },
  getMutes: {
    summary: 'The fans you mute now',
    success: { 200: ok(z.array(mutedUserSchema)) },
    paged: true,
  },
  getFollowStatus: { summary: 'Whether you follow a fan', success: { 200: ok(followStatusSchema) } },
  createPost: {
    summary: 'Publish a post',
    success: { 201: ok(postSchema, 'The new post') },
    refusals: { 400: 'The image is not yours or not an image; the video is not in the text' },
  },
  getPost: {
    summary: 'One post (reveal=1: without its muted-word cover)',
    success: { 200: ok(postSchema) },
    refusals: { 404: 'No such post' },
  },
  deletePost: {
    summary: 'Delete your post',
    success: { 200: ok(messageSchema, 'Deleted ("Post deleted")') },
    refusals: { 403: 'Not your post', 404: 'No such post (or already deleted)' },
  },
  updatePost: {
    summary: 'Edit your post, or change who may reply to it',
    success: { 200: ok(postSchema, 'The post as it is now (the same text changes nothing)') },
    refusals: {
      400: 'Nothing to change; the text is blank or too long',
      403: 'Not your post; more than 15 minutes after posting; edited 5 times already',
      404: 'No such post',
    },
  },
  getPostHistory: {
    summary: "A post's earlier texts",
    success: {
      200: ok(z.array(postVersionSchema), 'Every text it has had, newest first (the current one first)'),
    },
    refusals: { 404: 'No such post' },
  },
  revealPost: {
    summary: 'Reveal a post Spoiler Guard hides from you',
    success: { 200: ok(postSchema, 'The whole post, as it would be without Spoiler Guard') },
    refusals: {
      400: 'The post is not hidden by Spoiler Guard (your own, or about no protected show)',
      404: 'No such post',
    },
  },
  getFeed: { summary: 'Your home feed', success: { 200: ok(z.array(postSchema)) }, paged: true },
  getUserPosts: {
    summary: "A fan's posts",
    success: { 200: ok(z.array(postSchema)) },
    refusals: { 404: 'No such fan (or they blocked you)' },
    paged: true,
  },
  getHashtagPosts: {
    summary: 'Posts with a hashtag',
    success: { 200: ok(z.array(postSchema)) },
    paged: true,
  },
  getComments: {
    summary: "A post's comments (reveal={commentId}: that one without its muted-word cover)",
    success: { 200: ok(z.array(commentSchema)) },
    refusals: { 404: 'No such post' },
  },
  createComment: {
    summary: 'Comment on a post',
    success: { 201: ok(commentSchema, 'The new comment') },
    refusals: {
      403: "Replies are limited (the post's reply policy leaves the caller out)",
      404: 'No such post',
    },
  },
  deleteComment: {
    summary: 'Delete your comment, or any comment on your post',
    success: { 200: ok(messageSchema, 'Deleted ("Comment deleted")') },
    refusals: {
      403: 'Neither your comment nor a comment on your post',
      404: 'No such comment (or already deleted)',
    },
  },
  togglePop: {
    summary: 'Pop a post or comment, or take the Pop back',
    success: { 200: ok(popResultSchema) },
    refusals: { 404: 'No such post or comment' },
  },
  getNotifications: {
    summary: 'Your notifications',
    success: { 200: ok(z.array(notificationSchema)) },
    paged: true,
  },
  markNotificationRead: {
    summary: 'Mark a notification read',
    success: { 200: ok(messageSchema, 'Read ("Notification marked as read")') },
    refusals: { 404: 'No such notification of yours' },
  },
  markAllNotificationsRead: {
    summary: 'Mark all your notifications read',
    success: { 200: ok(readAllResultSchema, 'How many were unread') },
  },
  getTrendingHashtags: { summary: 'Trending hashtags', success: { 200: ok(z.array(trendingHashtagSchema)) } },
  getTrendingContent: { summary: 'Trending posts', success: { 200: ok(z.array(trendingPostSchema)) } },
  getTrendingUsers: { summary: 'Trending fans', success: { 200: ok(z.array(trendingUserSchema)) } },
  getDiscovery: {
    summary: 'Popular posts from fans you do not follow',
    success: { 200: ok(z.array(trendingPostSchema)) },
    paged: true,
  },
  createReport: {
    summary: 'Report a post or comment',
    success: {
      201: ok(createReportResultSchema, 'Reported'),
      200: ok(createReportResultSchema, 'Already reported by you: nothing changed'),
    },
    refusals: {
      400: 'Reporting your own post or comment',
      404: 'No such post or comment',
      429: 'Too many reports this hour',
    },
  },
  getAdminReports: { summary: 'Reports', success: { 200: ok(z.array(reportSchema)) }, paged: true },
  getReportStats: { summary: 'Report counts', success: { 200: ok(reportStatsSchema) } },
  updateReportStatus: {
    summary: "Set a report's status",
    success: { 200: ok(reportStatusResultSchema) },
    refusals: { 400: 'The report is not pending', 404: 'No such report' },
  },
  adminDeletePost: {
    summary: 'Take a post down',
    success: { 200: ok(deletedSchema) },
    refusals: { 404: 'No such post' },
  },
  adminDeleteComment: {
    summary: 'Take a comment down',
    success: { 200: ok(deletedSchema) },
    refusals: { 404: 'No such comment' },
  },
  banUser: {
    summary: 'Ban a fan',
    success: { 200: ok(banResultSchema) },
    refusals: { 400: 'Banning yourself', 403: 'Banning an admin', 404: 'No such fan' },
  },
  getAuditLog: {
    summary: 'The admin audit log',
    success: { 200: ok(z.array(auditEntrySchema)) },
    paged: true,
  },
  deleteAccount: {
    summary: 'Delete your account',
    success: { 200: ok(deletedSchema) },
    refusals: { 400: 'Wrong password' },
  },
  exportAccount: {
    summary: 'Export your data, a page at a time',
    success: { 200: ok(accountExportPageSchema) },
    refusals: { 400: 'The cursor is not one this call gave' },
  },
  setUpTwoStep: {
    summary: 'Get a new setup key for two-step verification',
    success: {
      200: ok(twoStepSecretSchema, 'The secret for the authenticator app; still off until confirmed'),
    },
    refusals: { 400: 'Wrong password', 409: 'Two-step verification is on already' },
  },
  turnOnTwoStep: {
    summary: 'Turn two-step verification on',
    success: { 200: ok(twoStepStateSchema) },
    refusals: {
      400: 'Wrong password, a wrong code, or no setup key to confirm',
      409: 'Two-step verification is on already',
    },
  },
  turnOffTwoStep: {
    summary: 'Turn two-step verification off',
    success: { 200: ok(twoStepStateSchema) },
    refusals: { 400: 'Wrong password or a wrong code', 409: 'Two-step verification is off already' },
  },
  youtubePreview: {
    summary: 'Preview a YouTube link',
    success: { 200: ok(youtubePreviewSchema) },
    refusals: { 400: 'Not a YouTube video link' },
  },
  // --- Issue 28, part A: entities (fans' side)
  searchEntities: {
    summary: 'Search the wrestling catalogue by name',
    success: {
      200: ok(
        z.array(entitySearchResultSchema),
        'Up to 20 entities, the exact name first; the shows of a name nearest first, each with its start and status',
      ),
    },
  },
  getEntity: {
    summary:
      'A promotion, wrestler, team, championship or show by slug or id, with what it relates to (titles, holders and reigns as results left them only with results=true)',
    success: { 200: ok(entityPageSchema) },
    refusals: { 404: 'No such entity' },
  },
  followEntity: {
    summary: 'Follow a promotion, wrestler, team or championship',
    success: { 200: ok(entityFollowStateSchema, 'Following (also if you already were), the count after it') },
    refusals: { 400: 'A show (shows are tagged, not followed)', 404: 'No such entity' },
  },
  unfollowEntity: {
    summary: 'Stop following an entity',
    success: { 200: ok(entityFollowStateSchema, 'Not following (also if you were not), the count after it') },
    refusals: { 400: 'A show (shows are tagged, not followed)', 404: 'No such entity' },
  },
  getEntityPosts: {
    summary: 'Posts tagged with an entity',
    success: { 200: ok(z.array(postSchema)) },
    refusals: { 404: 'No such entity' },
    paged: true,
  },
  getFollowedEntities: {
    summary: 'What a fan follows in the catalogue',
    success: { 200: ok(z.array(entityRefSchema)) },
    refusals: { 404: 'No such fan (or banned, or blocked either way)' },
  },
  // --- Issue 28, part B: shows and the admin Catalogue tab ---
  listShows: {
    summary: 'Shows starting in a time window (all, one promotion, or the promotions you follow)',
    success: { 200: ok(showListSchema) },
  },
  getShow: {
    summary:
      'A show, its card and the entities it names (results only with results=true, and not of a show Spoiler Guard protects you from unless spoilers=reveal)',
    success: { 200: ok(showPageSchema) },
    refusals: { 404: 'No such show' },
  },
  // --- Issue 37: Spoiler Guard ---
  getShowWatch: {
    summary: 'Your watch status of a show and the protection that applies',
    success: { 200: ok(showWatchSchema) },
    refusals: { 404: 'No such show' },
  },
  setShowWatch: {
    summary: 'Say you watch a show live, later (protect me), watched it, or do not care',
    success: { 200: ok(showWatchSchema, 'Stored; the protection that applies now') },
    refusals: { 404: 'No such show' },
  },
  getSpoilerSettings: {
    summary: 'Your Spoiler Guard settings (the defaults when never set)',
    success: { 200: ok(spoilerSettingsSchema) },
  },
  updateSpoilerSettings: {
    summary: 'Change your Spoiler Guard settings',
    success: { 200: ok(spoilerSettingsSchema, 'Stored') },
  },
  // --- Issue 38: show rooms ---
  getRoom: {
    summary: "A show's live room: its state, slow mode, Pops, your standing and the newest messages",
    success: { 200: ok(roomSchema) },
    refusals: { 404: 'No such show' },
  },
  getRoomMessages: {
    summary: "A page of a room's messages by sequence (after=N: a resume; before=N: scrolling back)",
    success: { 200: ok(roomMessagesPageSchema) },
    refusals: { 404: 'No such show' },
  },
  postRoomMessage: {
    summary: 'Say something in a show room (main thread or a match thread)',
    success: { 201: ok(roomMessageSchema, 'Stored; published in the room within a second') },
    refusals: {
      400: 'A match not on the card',
      403: 'The room is not open; slow mode; a timeout or removal; an account too new (each named)',
      404: 'No such show',
      409: 'The same message again',
    },
  },
  popInRoom: {
    summary: 'Pop in a show room (for the match on now, or the room)',
    success: { 200: ok(roomPopResultSchema, 'Counted; the counts now') },
    refusals: { 400: 'A match not on the card', 403: 'The room is not open', 404: 'No such show' },
  },
  reportRoomMessage: {
    summary: 'Report a room message (it joins the admin queue with the room)',
    success: {
      201: ok(createReportResultSchema, 'Reported'),
      200: ok(createReportResultSchema, 'Already reported by you: nothing changed'),
    },
    refusals: { 400: 'Reporting your own message', 404: 'No such message' },
  },
  getLiveRooms: {
    summary: "The open rooms of shows of promotions you follow (home's Live now strip)",
    success: { 200: ok(liveRoomsSchema) },
  },
  deleteRoomMessage: {
    summary: 'Delete a room message for everyone',
    success: { 200: ok(deletedSchema) },
    refusals: { 404: 'No such message' },
  },
  setRoomSlowMode: {
    summary: "Set a room's slow mode (0-120 s between one fan's messages)",
    success: { 200: ok(slowModeSchema) },
    refusals: { 404: 'No such show' },
  },
  sanctionRoomFan: {
    summary: 'Time a fan out of a room (10 minutes, 24 hours) or remove them from it',
    success: { 200: ok(roomSanctionSchema) },
    refusals: { 404: 'No such show or fan' },
  },
  getAlertSettings: {
    summary: 'Your show-night alerts setting (off unless you turned it on)',
    success: { 200: ok(alertSettingsSchema) },
  },
  updateAlertSettings: {
    summary: 'Turn show-night alerts on or off',
    success: { 200: ok(alertSettingsSchema, 'Stored') },
  },
  getShowAlert: {
    summary: "Whether the show page's bell is on for you",
    success: { 200: ok(showAlertSchema) },
    refusals: { 404: 'No such show' },
  },
  setShowAlert: {
    summary: "Turn a show's bell on or off (its start, its matches going live)",
    success: { 200: ok(showAlertSchema, 'Stored') },
    refusals: { 404: 'No such show' },
  },
  createEntity: {
    summary: 'Add a promotion, wrestler, team, championship or show to the catalogue',
    success: { 201: ok(adminEntitySchema, 'The new entity') },
    refusals: {
      400: 'A reference that is not of the right kind (named); a show ending before it starts',
      409: 'Slug already used',
    },
  },
  updateEntity: {
    summary: "Edit an entity's facts",
    success: { 200: ok(adminEntitySchema) },
    refusals: {
      400: 'Another kind; a reference that is not of the right kind (named); a show ending before it starts',
      404: 'No such entity',
      409: 'Slug already used; changed by someone else since updatedAt',
    },
  },
  listCatalogue: {
    summary: "One kind's entities by name",
    success: { 200: ok(z.array(adminEntitySchema)) },
    refusals: { 400: 'The cursor is not one this call gave' },
    paged: true,
  },
  addMatch: {
    summary: "Add a match to a show's card",
    success: { 201: ok(matchSchema, 'The new match') },
    refusals: {
      400: 'Not a show; a position already on the card; a side entity that is not a wrestler or team; no such championship',
      404: 'No such show',
      409: 'The card changed meanwhile',
    },
  },
  updateMatch: {
    summary: 'Change a match on the card (or set it live while its show is live)',
    success: { 200: ok(matchSchema) },
    refusals: {
      400: 'Not a show; a position already on the card; a side entity that is not a wrestler or team; no such championship; the show is not live',
      404: 'No such show, or no such match on it',
      409: 'The card changed meanwhile',
    },
  },
  deleteMatch: {
    summary: 'Take a match off the card',
    success: { 200: ok(deletedSchema) },
    refusals: {
      400: 'Not a show',
      404: 'No such show, or no such match on it',
      409: 'The card changed meanwhile',
    },
  },
  setShowStatus: {
    summary: 'Mark a show live or finished',
    success: { 200: ok(adminEntitySchema) },
    refusals: {
      400: 'Not a show; not forward (scheduled, live, finished)',
      404: 'No such show',
      409: 'Changed by someone else meanwhile',
    },
  },
  setMatchResult: {
    summary: "Enter a match's result (a title change follows)",
    success: { 200: ok(matchSchema) },
    refusals: {
      400: 'Not a show; a winner side the match does not have',
      404: 'No such show, or no such match on it',
      409: 'Changed meanwhile; a result that changed a title',
    },
  },
  crownChampion: {
    summary: 'Crown new holders of a championship (no holders: vacated)',
    success: { 201: ok(crownResultSchema, 'The championship and its new reign') },
    refusals: {
      400: 'Not a championship; a holder that is not a wrestler or team (named)',
      404: 'No such championship',
      409: 'Changed meanwhile',
    },
  },
  getCatalogueAudit: {
    summary: "The catalogue's changes, newest first",
    success: { 200: ok(z.array(catalogueAuditEntrySchema)) },
    paged: true,
  },
  // --- issue 28, C: tags
  suggestTags: {
    summary: 'Tags suggested from a post’s text (names, also-known-as names, show hashtags)',
    success: { 200: ok(z.array(entityRefSchema)) },
  },
  getTrendingWrestlers: {
    summary: 'Wrestlers trending now (tagged by the most different fans)',
    success: { 200: ok(z.array(trendingWrestlerSchema)) },
  },
  // --- issue 39: match ratings and predictions
  rateMatch: {
    summary: 'Rate a finished match 0-10 in half steps (once per fan, changeable)',
    success: { 200: ok(ratingSchema, 'Stored; the score follows within seconds') },
    refusals: {
      400: 'Not a rating, the match is not finished, or a comment is needed among its first 10 ratings',
      403: 'Your account is younger than 7 days',
      404: 'No such match',
    },
  },
  deleteMatchRating: {
    summary: 'Take your rating of a match back',
    success: { 200: ok(deletedSchema) },
    refusals: { 404: 'No such match, or you have not rated it' },
  },
  getMatchRatings: {
    summary: "A match's page: its score, histogram, live and later scores, your rating and a page of ratings",
    success: { 200: ok(matchRatingsSchema) },
    refusals: { 404: 'No such match' },
  },
  rateShow: {
    summary: 'Rate a finished show as a whole (same rules as a match)',
    success: { 200: ok(ratingSchema, 'Stored; the score follows within seconds') },
    refusals: {
      400: 'Not a rating, the show is not finished, or a comment is needed among its first 10 ratings',
      403: 'Your account is younger than 7 days',
      404: 'No such show',
    },
  },
  deleteShowRating: {
    summary: 'Take your rating of a show back',
    success: { 200: ok(deletedSchema) },
    refusals: { 404: 'No such show, or you have not rated it' },
  },
  getShowRatings: {
    summary: "A show's score and each match's on its card, with yours",
    success: { 200: ok(showRatingsSchema) },
    refusals: { 404: 'No such show' },
  },
  getDiary: {
    summary: "A fan's diary: the matches and shows they rated, newest first",
    success: { 200: ok(diaryPageSchema) },
    refusals: { 404: 'No such fan' },
  },
  getTopRated: {
    summary: 'Top rated matches of the week, month or year (everyone, or one promotion)',
    success: { 200: ok(ratedMatchListSchema) },
  },
  getBestRated: {
    summary: "A wrestler's or team's best-rated matches",
    success: { 200: ok(ratedMatchListSchema) },
    refusals: { 404: 'No such wrestler or team' },
  },
  getRatingBursts: {
    summary: 'Rating bursts held out of scores, for review (open first)',
    success: { 200: ok(ratingBurstListSchema) },
  },
  reviewRatingBurst: {
    summary: 'Decide a held burst: keep (fold into the score) or leave out',
    success: { 200: ok(ratingBurstSchema, 'Decided') },
    refusals: { 404: 'No such burst', 409: 'This burst was already reviewed' },
  },
  setShowPicks: {
    summary: 'Pick a winner for matches on a show’s card (each locks when its match goes live)',
    success: { 200: ok(showPicksSchema, 'Stored') },
    refusals: {
      400: 'A match not on this show, a side not on the card, or a pick after its lock',
      404: 'No such show',
    },
  },
  getShowPicks: {
    summary: 'Your picks at a show, the locks, the crowd’s split, your points and record',
    success: { 200: ok(showPicksSchema) },
    refusals: { 404: 'No such show' },
  },
  getLeaderboard: {
    summary: 'Picks leaderboard: everyone, people you follow, or one promotion; this week or all time',
    success: { 200: ok(leaderboardSchema) },
    refusals: { 404: 'No such promotion' },
  },
} as const satisfies Record<RouteName, RouteAnswers>;

type Answers = typeof ROUTE_ANSWERS;
type Successes<N extends RouteName> = Answers[N]['success'];

/** The body type of a route's success answers (never for a redirect). */
export type SuccessBody<N extends RouteName> = {
  [S in keyof Successes<N>]: Successes<N>[S] extends { schema: infer T extends z.ZodMiniType }
    ? z.output<T>
    : never;
}[keyof Successes<N>];
