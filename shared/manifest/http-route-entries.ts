/**
 * Every HTTP route, one export per route named by its route name (a route's name is its handler
 * file in camelCase: `getCurrentUser` runs functions/http/get-current-user.ts; a test keeps it so).
 * This module is the manifest's list: shared/manifest/http-routes.ts gathers its exports into
 * HTTP_ROUTES, from which the CDK HTTP API, the local gateway, the OpenAPI document and the web API
 * client are built. A handler takes only its own entry (`route(routes.getUser, ...)`, in
 * functions/http/wiring.ts), and each entry is a call marked free of side effects: a function's bundle
 * carries its own route's entry and none of the others (functions/bundles.test.ts).
 *
 * Export nothing else from here: every export is a route.
 */
import * as RATES from '../rate-limits';
import { type Grant, TABLE_RW } from './access';
import type { HttpRoute } from './http-routes';

/** The routes the first screens call, in a module of their own (see first-screen-route-entries.ts). */
export { getCurrentUser, getEntity, getFeed, getShow, login } from './first-screen-route-entries';

/**
 * A route entry, as written (its literal types kept). Marked free of side effects so that a bundler
 * leaves out the entries nothing uses; what an entry holds must be free of side effects too (no
 * spread: `tableRwAnd(...)` rather than `[...TABLE_RW, ...]`). esbuild honours the mark only on
 * calls in the file that declares the function: these builders stay here.
 */
/* @__NO_SIDE_EFFECTS__ */
function entry<const R extends HttpRoute>(route: R): R {
  return route;
}

/** TABLE_RW and `grants` (a spread, in a call marked free of side effects). */
/* @__NO_SIDE_EFFECTS__ */
function tableRwAnd<const G extends readonly Grant[]>(...grants: G): readonly [...typeof TABLE_RW, ...G] {
  return [...TABLE_RW, ...grants];
}

export const getUser = entry({
  name: 'getUser',
  method: 'GET',
  path: '/api/users/{userId}',
  handler: 'http/get-user',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const updateProfile = entry({
  name: 'updateProfile',
  method: 'PUT',
  path: '/api/profile',
  handler: 'http/update-profile',
  access: 'member',
  rate: RATES.updateProfile,
  grants: TABLE_RW,
});

export const updateProfilePicture = entry({
  name: 'updateProfilePicture',
  method: 'PUT',
  path: '/api/profile-picture',
  handler: 'http/update-profile-picture',
  access: 'member',
  rate: RATES.updateProfilePicture,
  // Re-encodes the upload, as createPost does: read, write, delete.
  grants: tableRwAnd('uploads:read', 'uploads:write'),
});

export const createUploadUrl = entry({
  name: 'createUploadUrl',
  method: 'POST',
  path: '/api/objects/upload',
  handler: 'http/create-upload-url',
  access: 'member',
  rate: RATES.createUploadUrl,
  grants: tableRwAnd('uploads:write'),
});

export const getSuggestedUsers = entry({
  name: 'getSuggestedUsers',
  method: 'GET',
  path: '/api/users/suggested',
  handler: 'http/get-suggested-users',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const searchUsers = entry({
  name: 'searchUsers',
  method: 'GET',
  path: '/api/users/search',
  handler: 'http/search-users',
  access: 'member',
  viewer: true,
  rate: RATES.searchUsers,
  grants: ['table:read'],
});

/**
 * Search across everything (issue 35): a few fans, catalogue entities and hashtags at once, for the
 * search box's suggestions as the fan types and the search screen's All tab.
 */
export const searchAll = entry({
  name: 'searchAll',
  method: 'GET',
  path: '/api/search',
  handler: 'http/search-all',
  access: 'member',
  viewer: true,
  rate: RATES.searchAll,
  grants: ['table:read'],
});

export const followUser = entry({
  name: 'followUser',
  method: 'POST',
  path: '/api/follow',
  handler: 'http/follow-user',
  access: 'member',
  rate: RATES.followUser,
  grants: TABLE_RW,
});

export const unfollowUser = entry({
  name: 'unfollowUser',
  method: 'DELETE',
  path: '/api/follow/{userId}',
  handler: 'http/unfollow-user',
  access: 'member',
  rate: RATES.unfollowUser,
  grants: TABLE_RW,
});

export const blockUser = entry({
  name: 'blockUser',
  method: 'POST',
  path: '/api/blocks',
  handler: 'http/block-user',
  access: 'member',
  rate: RATES.blockUser,
  grants: TABLE_RW,
});

export const unblockUser = entry({
  name: 'unblockUser',
  method: 'DELETE',
  path: '/api/blocks/{userId}',
  handler: 'http/unblock-user',
  access: 'member',
  rate: RATES.unblockUser,
  grants: TABLE_RW,
});

export const getBlocks = entry({
  name: 'getBlocks',
  method: 'GET',
  path: '/api/blocks',
  handler: 'http/get-blocks',
  access: 'member',
  grants: TABLE_RW,
});

export const muteUser = entry({
  name: 'muteUser',
  method: 'POST',
  path: '/api/mutes',
  handler: 'http/mute-user',
  access: 'member',
  rate: RATES.muteUser,
  grants: TABLE_RW,
});

export const unmuteUser = entry({
  name: 'unmuteUser',
  method: 'DELETE',
  path: '/api/mutes/{userId}',
  handler: 'http/unmute-user',
  access: 'member',
  rate: RATES.unmuteUser,
  grants: TABLE_RW,
});

export const getMutes = entry({
  name: 'getMutes',
  method: 'GET',
  path: '/api/mutes',
  handler: 'http/get-mutes',
  access: 'member',
  grants: TABLE_RW,
});

export const getFollowStatus = entry({
  name: 'getFollowStatus',
  method: 'GET',
  path: '/api/follow/status/{userId}',
  handler: 'http/get-follow-status',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const createPost = entry({
  name: 'createPost',
  method: 'POST',
  path: '/api/posts',
  handler: 'http/create-post',
  access: 'member',
  viewer: true,
  rate: RATES.createPost,
  // Re-encodes the image: reads uploads/pending/, writes the image and thumbnail under
  // uploads/{userId}/ (HeadObject of a missing key needs the read grant's ListBucket), deletes the original.
  grants: tableRwAnd('uploads:read', 'uploads:write'),
});

export const getPost = entry({
  name: 'getPost',
  method: 'GET',
  path: '/api/posts/{postId}',
  handler: 'http/get-post',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const deletePost = entry({
  name: 'deletePost',
  method: 'DELETE',
  path: '/api/posts/{postId}',
  handler: 'http/delete-post',
  access: 'member',
  rate: RATES.deletePost,
  grants: TABLE_RW,
});

export const updatePost = entry({
  name: 'updatePost',
  method: 'PATCH',
  path: '/api/posts/{postId}',
  handler: 'http/update-post',
  access: 'member',
  viewer: true,
  rate: RATES.updatePost,
  grants: TABLE_RW,
});

export const getPostHistory = entry({
  name: 'getPostHistory',
  method: 'GET',
  path: '/api/posts/{postId}/history',
  handler: 'http/get-post-history',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** "Reveal this post": the whole post Spoiler Guard shields from the fan (docs/spoilers.md); nothing stored. */
export const revealPost = entry({
  name: 'revealPost',
  method: 'GET',
  path: '/api/posts/{postId}/reveal',
  handler: 'http/reveal-post',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const getUserPosts = entry({
  name: 'getUserPosts',
  method: 'GET',
  path: '/api/posts/user/{userId}',
  handler: 'http/get-user-posts',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const getHashtagPosts = entry({
  name: 'getHashtagPosts',
  method: 'GET',
  path: '/api/posts/hashtag/{tag}',
  handler: 'http/get-hashtag-posts',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const getComments = entry({
  name: 'getComments',
  method: 'GET',
  path: '/api/posts/{postId}/comments',
  handler: 'http/get-comments',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const createComment = entry({
  name: 'createComment',
  method: 'POST',
  path: '/api/comments',
  handler: 'http/create-comment',
  access: 'member',
  viewer: true,
  rate: RATES.createComment,
  grants: TABLE_RW,
});

export const deleteComment = entry({
  name: 'deleteComment',
  method: 'DELETE',
  path: '/api/comments/{commentId}',
  handler: 'http/delete-comment',
  access: 'member',
  rate: RATES.deleteComment,
  grants: TABLE_RW,
});

export const togglePop = entry({
  // The spec's path; in our own names a reaction is a Pop.
  name: 'togglePop',
  method: 'POST',
  path: '/api/reactions',
  handler: 'http/toggle-pop',
  access: 'member',
  viewer: true,
  rate: RATES.togglePop,
  grants: TABLE_RW,
});

export const getNotifications = entry({
  name: 'getNotifications',
  method: 'GET',
  path: '/api/notifications',
  handler: 'http/get-notifications',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const markNotificationRead = entry({
  name: 'markNotificationRead',
  method: 'PUT',
  path: '/api/notifications/{id}/read',
  handler: 'http/mark-notification-read',
  access: 'member',
  rate: RATES.markNotificationRead,
  grants: TABLE_RW,
});

export const markAllNotificationsRead = entry({
  name: 'markAllNotificationsRead',
  method: 'PUT',
  path: '/api/notifications/read-all',
  handler: 'http/mark-all-notifications-read',
  access: 'member',
  rate: RATES.markAllNotificationsRead,
  grants: TABLE_RW,
});

export const getTrendingHashtags = entry({
  // The home sidebar's list (GET /api/hashtags/trending) is the 24-hour ranking.
  name: 'getTrendingHashtags',
  method: 'GET',
  path: '/api/trending/hashtags',
  aliases: ['/api/hashtags/trending'],
  handler: 'http/get-trending-hashtags',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const getTrendingContent = entry({
  name: 'getTrendingContent',
  method: 'GET',
  path: '/api/trending/content',
  handler: 'http/get-trending-content',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const getTrendingUsers = entry({
  name: 'getTrendingUsers',
  method: 'GET',
  path: '/api/trending/users',
  handler: 'http/get-trending-users',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const getDiscovery = entry({
  name: 'getDiscovery',
  method: 'GET',
  path: '/api/discovery',
  handler: 'http/get-discovery',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const createReport = entry({
  name: 'createReport',
  method: 'POST',
  path: '/api/reports',
  handler: 'http/create-report',
  access: 'member',
  rate: RATES.createReport,
  grants: TABLE_RW,
});

export const getAdminReports = entry({
  name: 'getAdminReports',
  method: 'GET',
  path: '/api/admin/reports',
  handler: 'http/get-admin-reports',
  access: 'admin',
  grants: TABLE_RW,
});

export const getReportStats = entry({
  name: 'getReportStats',
  method: 'GET',
  path: '/api/admin/reports/stats',
  handler: 'http/get-report-stats',
  access: 'admin',
  grants: TABLE_RW,
});

export const updateReportStatus = entry({
  name: 'updateReportStatus',
  method: 'PATCH',
  path: '/api/admin/reports/{reportId}',
  handler: 'http/update-report-status',
  access: 'admin',
  rate: RATES.updateReportStatus,
  grants: TABLE_RW,
});

export const adminDeletePost = entry({
  name: 'adminDeletePost',
  method: 'DELETE',
  path: '/api/admin/posts/{postId}',
  handler: 'http/admin-delete-post',
  access: 'admin',
  rate: RATES.adminDeletePost,
  grants: TABLE_RW,
});

export const adminDeleteComment = entry({
  name: 'adminDeleteComment',
  method: 'DELETE',
  path: '/api/admin/comments/{commentId}',
  handler: 'http/admin-delete-comment',
  access: 'admin',
  rate: RATES.adminDeleteComment,
  grants: TABLE_RW,
});

export const banUser = entry({
  // Flags the fan, disables their Cognito user and signs them out everywhere (the live lane's
  // ban-enforcement consumer closes their sockets).
  name: 'banUser',
  method: 'POST',
  path: '/api/admin/ban/{userId}',
  handler: 'http/ban-user',
  access: 'admin',
  rate: RATES.banUser,
  grants: tableRwAnd('userpool:admin'),
});

export const getAuditLog = entry({
  name: 'getAuditLog',
  method: 'GET',
  path: '/api/admin/audit',
  handler: 'http/get-audit-log',
  access: 'admin',
  grants: TABLE_RW,
});

export const deleteAccount = entry({
  // The password again, then: closed at once, Cognito user deleted, the rest purged (docs/account.md).
  name: 'deleteAccount',
  method: 'DELETE',
  path: '/api/account',
  handler: 'http/delete-account',
  access: 'member',
  rate: RATES.deleteAccount,
  grants: tableRwAnd('userpool:admin'),
});

export const exportAccount = entry({
  name: 'exportAccount',
  method: 'GET',
  path: '/api/account/export',
  handler: 'http/export-account',
  access: 'member',
  rate: RATES.exportAccount,
  grants: TABLE_RW,
});

export const youtubePreview = entry({
  name: 'youtubePreview',
  method: 'POST',
  path: '/api/youtube/preview',
  handler: 'http/youtube-preview',
  access: 'member',
  rate: RATES.youtubePreview,
  grants: TABLE_RW,
});

export const getMutedWords = entry({
  name: 'getMutedWords',
  method: 'GET',
  path: '/api/muted-words',
  handler: 'http/get-muted-words',
  access: 'member',
  grants: TABLE_RW,
});

export const muteWord = entry({
  name: 'muteWord',
  method: 'POST',
  path: '/api/muted-words',
  handler: 'http/mute-word',
  access: 'member',
  rate: RATES.muteWord,
  grants: TABLE_RW,
});

export const unmuteWord = entry({
  name: 'unmuteWord',
  method: 'DELETE',
  path: '/api/muted-words/{wordId}',
  handler: 'http/unmute-word',
  access: 'member',
  rate: RATES.unmuteWord,
  grants: TABLE_RW,
});

// --- Issue 37: Spoiler Guard (the fan's watch statuses and settings, on their controls item) -----

export const getShowWatch = entry({
  name: 'getShowWatch',
  method: 'GET',
  path: '/api/shows/{showId}/watch',
  handler: 'http/get-show-watch',
  access: 'member',
  // The fan's statuses, settings and followed promotions ride the viewer: no read more.
  viewer: true,
  grants: TABLE_RW,
});

export const setShowWatch = entry({
  name: 'setShowWatch',
  method: 'PUT',
  path: '/api/shows/{showId}/watch',
  handler: 'http/set-show-watch',
  access: 'member',
  rate: RATES.setShowWatch,
  grants: TABLE_RW,
});

export const getSpoilerSettings = entry({
  name: 'getSpoilerSettings',
  method: 'GET',
  path: '/api/settings/spoilers',
  handler: 'http/get-spoiler-settings',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const updateSpoilerSettings = entry({
  name: 'updateSpoilerSettings',
  method: 'PUT',
  path: '/api/settings/spoilers',
  handler: 'http/update-spoiler-settings',
  access: 'member',
  rate: RATES.updateSpoilerSettings,
  grants: TABLE_RW,
});

// --- Issue 38: show rooms (docs/rooms.md) ------------------------------------------------------

/** A show's room: its window and state, slow mode, Pops, the viewer's standing and the newest messages. */
export const getRoom = entry({
  name: 'getRoom',
  method: 'GET',
  path: '/api/shows/{showId}/room',
  handler: 'http/get-room',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** A page of a room's messages by sequence (a resume after a drop, scrolling back, the archive). */
export const getRoomMessages = entry({
  name: 'getRoomMessages',
  method: 'GET',
  path: '/api/shows/{showId}/room/messages',
  handler: 'http/get-room-messages',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** A fan talks: checked, stored with the room's next sequence number, published in the room's next frame. */
export const postRoomMessage = entry({
  name: 'postRoomMessage',
  method: 'POST',
  path: '/api/shows/{showId}/room/messages',
  handler: 'http/post-room-message',
  access: 'member',
  rate: RATES.postRoomMessage,
  grants: tableRwAnd('events:publish'),
});

/** A Pop in the room (a counter per match, published in the room's next frame). */
export const popInRoom = entry({
  name: 'popInRoom',
  method: 'POST',
  path: '/api/shows/{showId}/room/pops',
  handler: 'http/pop-in-room',
  access: 'member',
  rate: RATES.popInRoom,
  grants: tableRwAnd('events:publish'),
});

/** A fan reports a room message: it joins the admin queue with the room's context. */
export const reportRoomMessage = entry({
  name: 'reportRoomMessage',
  method: 'POST',
  path: '/api/shows/{showId}/room/messages/{messageId}/report',
  handler: 'http/report-room-message',
  access: 'member',
  rate: RATES.reportRoomMessage,
  grants: TABLE_RW,
});

/** Home's "Live now" strip: the open rooms of followed promotions' shows. */
export const getLiveRooms = entry({
  name: 'getLiveRooms',
  method: 'GET',
  path: '/api/rooms/live',
  handler: 'http/get-live-rooms',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** An admin deletes a message for everyone (published: it disappears from every screen). */
export const deleteRoomMessage = entry({
  name: 'deleteRoomMessage',
  method: 'DELETE',
  path: '/api/admin/rooms/{showId}/messages/{messageId}',
  handler: 'http/delete-room-message',
  access: 'admin',
  rate: RATES.deleteRoomMessage,
  grants: tableRwAnd('events:publish'),
});

/** An admin sets a room's slow mode (0-120 s between one fan's messages). */
export const setRoomSlowMode = entry({
  name: 'setRoomSlowMode',
  method: 'PUT',
  path: '/api/admin/rooms/{showId}/slow-mode',
  handler: 'http/set-room-slow-mode',
  access: 'admin',
  rate: RATES.setRoomSlowMode,
  grants: tableRwAnd('events:publish'),
});

/** An admin times a fan out of a room (10 minutes, 24 hours) or removes them from it. */
export const sanctionRoomFan = entry({
  name: 'sanctionRoomFan',
  method: 'POST',
  path: '/api/admin/rooms/{showId}/sanctions',
  handler: 'http/sanction-room-fan',
  access: 'admin',
  rate: RATES.sanctionRoomFan,
  grants: TABLE_RW,
});

// --- Issue 38: show-night alerts (opt-in) ------------------------------------------------------

export const getAlertSettings = entry({
  name: 'getAlertSettings',
  method: 'GET',
  path: '/api/settings/alerts',
  handler: 'http/get-alert-settings',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const updateAlertSettings = entry({
  name: 'updateAlertSettings',
  method: 'PUT',
  path: '/api/settings/alerts',
  handler: 'http/update-alert-settings',
  access: 'member',
  rate: RATES.updateAlertSettings,
  grants: TABLE_RW,
});

/** The show page's bell: alerts for this show (its start, its matches going live). */
export const getShowAlert = entry({
  name: 'getShowAlert',
  method: 'GET',
  path: '/api/shows/{showId}/alerts',
  handler: 'http/get-show-alert',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const setShowAlert = entry({
  name: 'setShowAlert',
  method: 'PUT',
  path: '/api/shows/{showId}/alerts',
  handler: 'http/set-show-alert',
  access: 'member',
  rate: RATES.setShowAlert,
  grants: TABLE_RW,
});

// --- Issue 28, part A: entities (fans' side) --------------------------------------------------

export const searchEntities = entry({
  name: 'searchEntities',
  method: 'GET',
  path: '/api/entities/search',
  handler: 'http/search-entities',
  access: 'member',
  rate: RATES.searchEntities,
  grants: TABLE_RW,
});

export const followEntity = entry({
  name: 'followEntity',
  method: 'POST',
  path: '/api/entities/{entityId}/follow',
  handler: 'http/follow-entity',
  access: 'member',
  rate: RATES.followEntity,
  grants: TABLE_RW,
});

export const unfollowEntity = entry({
  name: 'unfollowEntity',
  method: 'DELETE',
  path: '/api/entities/{entityId}/follow',
  handler: 'http/unfollow-entity',
  access: 'member',
  rate: RATES.unfollowEntity,
  grants: TABLE_RW,
});

export const getEntityPosts = entry({
  name: 'getEntityPosts',
  method: 'GET',
  path: '/api/entities/{entityId}/posts',
  handler: 'http/get-entity-posts',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

export const getFollowedEntities = entry({
  name: 'getFollowedEntities',
  method: 'GET',
  path: '/api/users/{userId}/entities',
  handler: 'http/get-followed-entities',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

// --- Issue 28, part B: shows (the calendar, a show's page) and the admin Catalogue tab ----------

export const listShows = entry({
  name: 'listShows',
  method: 'GET',
  path: '/api/shows',
  handler: 'http/list-shows',
  access: 'member',
  viewer: true,
  rate: RATES.listShows,
  grants: TABLE_RW,
});

export const createEntity = entry({
  name: 'createEntity',
  method: 'POST',
  path: '/api/admin/entities',
  handler: 'http/create-entity',
  access: 'admin',
  rate: RATES.createEntity,
  grants: TABLE_RW,
});

export const updateEntity = entry({
  name: 'updateEntity',
  method: 'PUT',
  path: '/api/admin/entities/{entityId}',
  handler: 'http/update-entity',
  access: 'admin',
  rate: RATES.updateEntity,
  grants: TABLE_RW,
});

export const listCatalogue = entry({
  name: 'listCatalogue',
  method: 'GET',
  path: '/api/admin/entities',
  handler: 'http/list-catalogue',
  access: 'admin',
  grants: TABLE_RW,
});

export const addMatch = entry({
  name: 'addMatch',
  method: 'POST',
  path: '/api/admin/shows/{showId}/matches',
  handler: 'http/add-match',
  access: 'admin',
  rate: RATES.addMatch,
  grants: TABLE_RW,
});

export const updateMatch = entry({
  name: 'updateMatch',
  method: 'PUT',
  path: '/api/admin/shows/{showId}/matches/{matchId}',
  handler: 'http/update-match',
  access: 'admin',
  rate: RATES.updateMatch,
  grants: TABLE_RW,
});

export const deleteMatch = entry({
  name: 'deleteMatch',
  method: 'DELETE',
  path: '/api/admin/shows/{showId}/matches/{matchId}',
  handler: 'http/delete-match',
  access: 'admin',
  rate: RATES.deleteMatch,
  grants: TABLE_RW,
});

export const setShowStatus = entry({
  name: 'setShowStatus',
  method: 'PUT',
  path: '/api/admin/shows/{showId}/status',
  handler: 'http/set-show-status',
  access: 'admin',
  rate: RATES.setShowStatus,
  grants: TABLE_RW,
});

export const setMatchResult = entry({
  name: 'setMatchResult',
  method: 'PUT',
  path: '/api/admin/shows/{showId}/matches/{matchId}/result',
  handler: 'http/set-match-result',
  access: 'admin',
  rate: RATES.setMatchResult,
  grants: TABLE_RW,
});

export const crownChampion = entry({
  name: 'crownChampion',
  method: 'POST',
  path: '/api/admin/championships/{entityId}/reigns',
  handler: 'http/crown-champion',
  access: 'admin',
  rate: RATES.crownChampion,
  grants: TABLE_RW,
});

export const getCatalogueAudit = entry({
  name: 'getCatalogueAudit',
  method: 'GET',
  path: '/api/admin/catalogue-audit',
  handler: 'http/get-catalogue-audit',
  access: 'admin',
  grants: TABLE_RW,
});

// --- issue 28, C: tags --------------------------------------------------------------------------

/** Tags suggested from a post's text while it is written (debounced; reads a cached names index). */
export const suggestTags = entry({
  name: 'suggestTags',
  method: 'POST',
  path: '/api/tags/suggest',
  handler: 'http/suggest-tags',
  access: 'member',
  grants: ['table:read'],
});

/** "Wrestlers trending now": the wrestlers tagged by the most different fans (trending job's snapshot). */
export const getTrendingWrestlers = entry({
  name: 'getTrendingWrestlers',
  method: 'GET',
  path: '/api/trending/wrestlers',
  handler: 'http/get-trending-wrestlers',
  access: 'member',
  viewer: true,
  grants: ['table:read'],
});

// --- issue 34: two-step verification, changed by the server only (docs/account.md) --------------

/** The password, then a new secret for the authenticator app (Cognito AssociateSoftwareToken, as the server). */
export const setUpTwoStep = entry({
  name: 'setUpTwoStep',
  method: 'POST',
  path: '/api/account/two-step/setup',
  handler: 'http/set-up-two-step',
  access: 'member',
  rate: RATES.setUpTwoStep,
  grants: tableRwAnd('userpool:two-step'),
});

/** The password and the app's first code: on (VerifySoftwareToken, then AdminSetUserMFAPreference). */
export const turnOnTwoStep = entry({
  name: 'turnOnTwoStep',
  method: 'PUT',
  path: '/api/account/two-step',
  handler: 'http/turn-on-two-step',
  access: 'member',
  rate: RATES.turnOnTwoStep,
  grants: tableRwAnd('userpool:two-step'),
});

/** The password and a current code: off (AdminSetUserMFAPreference). */
export const turnOffTwoStep = entry({
  name: 'turnOffTwoStep',
  method: 'DELETE',
  path: '/api/account/two-step',
  handler: 'http/turn-off-two-step',
  access: 'member',
  rate: RATES.turnOffTwoStep,
  grants: tableRwAnd('userpool:two-step'),
});

// --- Issue 39: match ratings and predictions (docs/ratings.md) -----------------------------------

/** A fan rates a finished match 0-10 in half steps (once, changeable); the counters follow on the derived lane. */
export const rateMatch = entry({
  name: 'rateMatch',
  method: 'PUT',
  path: '/api/matches/{matchId}/rating',
  handler: 'http/rate-match',
  access: 'member',
  rate: RATES.rateMatch,
  grants: TABLE_RW,
});

/** A fan takes their rating of a match back. */
export const deleteMatchRating = entry({
  name: 'deleteMatchRating',
  method: 'DELETE',
  path: '/api/matches/{matchId}/rating',
  handler: 'http/delete-match-rating',
  access: 'member',
  rate: RATES.deleteMatchRating,
  grants: TABLE_RW,
});

/** The match page: the match, its score, histogram and live / later scores, your rating, a page of ratings. */
export const getMatchRatings = entry({
  name: 'getMatchRatings',
  method: 'GET',
  path: '/api/matches/{matchId}/ratings',
  handler: 'http/get-match-ratings',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** A fan rates a finished show as a whole (same rules as a match). */
export const rateShow = entry({
  name: 'rateShow',
  method: 'PUT',
  path: '/api/shows/{showId}/rating',
  handler: 'http/rate-show',
  access: 'member',
  rate: RATES.rateShow,
  grants: TABLE_RW,
});

export const deleteShowRating = entry({
  name: 'deleteShowRating',
  method: 'DELETE',
  path: '/api/shows/{showId}/rating',
  handler: 'http/delete-show-rating',
  access: 'member',
  rate: RATES.deleteShowRating,
  grants: TABLE_RW,
});

/** The show page's ratings: the show's score and each match's on the card, with yours. */
export const getShowRatings = entry({
  name: 'getShowRatings',
  method: 'GET',
  path: '/api/shows/{showId}/ratings',
  handler: 'http/get-show-ratings',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** A fan's diary: what they rated, newest first (on their profile). */
export const getDiary = entry({
  name: 'getDiary',
  method: 'GET',
  path: '/api/users/{userId}/diary',
  handler: 'http/get-diary',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** Top rated matches of the week, month or year, of everyone or one promotion (the trending page). */
export const getTopRated = entry({
  name: 'getTopRated',
  method: 'GET',
  path: '/api/ratings/top',
  handler: 'http/get-top-rated',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** A wrestler's (or team's) best-rated matches (their page). */
export const getBestRated = entry({
  name: 'getBestRated',
  method: 'GET',
  path: '/api/entities/{entityId}/best-rated',
  handler: 'http/get-best-rated',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** The admin's list of held rating bursts, open first. */
export const getRatingBursts = entry({
  name: 'getRatingBursts',
  method: 'GET',
  path: '/api/admin/rating-bursts',
  handler: 'http/get-rating-bursts',
  access: 'admin',
  grants: TABLE_RW,
});

/** An admin decides a burst: keep (its ratings fold into the score) or leave out (for good). */
export const reviewRatingBurst = entry({
  name: 'reviewRatingBurst',
  method: 'POST',
  path: '/api/admin/rating-bursts/{burstId}',
  handler: 'http/review-rating-burst',
  access: 'admin',
  rate: RATES.reviewRatingBurst,
  grants: TABLE_RW,
});

/** A fan's picks at a show: a winner per match, each locked when its match goes live (or at the start). */
export const setShowPicks = entry({
  name: 'setShowPicks',
  method: 'PUT',
  path: '/api/shows/{showId}/picks',
  handler: 'http/set-show-picks',
  access: 'member',
  // The answer is the picks screen, shielded as GET's (Spoiler Guard: the viewer's state).
  viewer: true,
  rate: RATES.setShowPicks,
  grants: TABLE_RW,
});

/** The show's picks screen: your picks, what is locked, the crowd's split, your points and record. */
export const getShowPicks = entry({
  name: 'getShowPicks',
  method: 'GET',
  path: '/api/shows/{showId}/picks',
  handler: 'http/get-show-picks',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});

/** Leaderboards: everyone, people I follow, one promotion; this week or all time. */
export const getLeaderboard = entry({
  name: 'getLeaderboard',
  method: 'GET',
  path: '/api/leaderboards',
  handler: 'http/get-leaderboard',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
});
