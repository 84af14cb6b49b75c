/**
 * Per-fan rate limits (docs/safety.md, "Rate limits"): at most `limit` calls per window of
 * `windowSeconds`, counted atomically in DynamoDB; beyond it 429 with Retry-After. One export per
 * limited HTTP route, named by the route: the route's manifest entry takes its own (`rate`, in
 * shared/manifest/http-route-entries.ts), so a function's bundle carries its own route's limit and not
 * the table; shared/constants.ts re-exports them all as RATE_LIMITS (the table the docs, the OpenAPI
 * document and the tests read). Export nothing else from here: every export is a route's limit.
 *
 * Writes: Mastodon's defaults (300 posts per 3 hours, 400 follows a day, 30 media uploads per 30
 * minutes) were the reference; ours are stricter where abuse is cheap and a fan has no need
 * (uploads, reports, account deletion). Reads: only the costly ones, at several times what a fan
 * does (docs/safety.md says why each number).
 */

export const createPost = { limit: 60, windowSeconds: 3600 };
/**
 * Post edits and reply-policy changes: a post takes at most 5 edits anyway; this bounds a fan
 * changing many posts at once.
 */
export const updatePost = { limit: 60, windowSeconds: 3600 };
export const deletePost = { limit: 120, windowSeconds: 3600 };
export const createComment = { limit: 120, windowSeconds: 3600 };
export const deleteComment = { limit: 120, windowSeconds: 3600 };
export const togglePop = { limit: 600, windowSeconds: 3600 };
export const followUser = { limit: 200, windowSeconds: 3600 };
export const unfollowUser = { limit: 200, windowSeconds: 3600 };
export const blockUser = { limit: 200, windowSeconds: 3600 };
export const unblockUser = { limit: 200, windowSeconds: 3600 };
export const muteUser = { limit: 200, windowSeconds: 3600 };
export const unmuteUser = { limit: 200, windowSeconds: 3600 };
export const createReport = { limit: 20, windowSeconds: 3600 };
export const createUploadUrl = { limit: 60, windowSeconds: 3600 };
export const youtubePreview = { limit: 120, windowSeconds: 3600 };
export const updateProfile = { limit: 30, windowSeconds: 3600 };
export const updateProfilePicture = { limit: 30, windowSeconds: 3600 };
export const deleteAccount = { limit: 5, windowSeconds: 3600 };
/** Muted words: a fan has at most 100; adding or renewing them all twice an hour is plenty. */
export const muteWord = { limit: 200, windowSeconds: 3600 };
export const unmuteWord = { limit: 200, windowSeconds: 3600 };
/**
 * Spoiler Guard: a fan marks a show live, later or watched in one tap (a few shows a night), and
 * changes their settings now and then.
 */
export const setShowWatch = { limit: 300, windowSeconds: 3600 };
export const updateSpoilerSettings = { limit: 60, windowSeconds: 3600 };
/**
 * Show rooms (issue 38): a fan talks at most 20 times a minute (slow mode, set by an admin, is
 * stricter); Pops are aggregated counters, 120 a minute is a fan tapping along; reports as posts'.
 */
export const postRoomMessage = { limit: 20, windowSeconds: 60 };
export const popInRoom = { limit: 120, windowSeconds: 60 };
export const reportRoomMessage = { limit: 20, windowSeconds: 3600 };
export const setShowAlert = { limit: 300, windowSeconds: 3600 };
/**
 * A room's admin tools, per admin: a busy show night deletes and sanctions many, and slow mode is
 * turned up and down; a script with an admin's token is still bounded.
 */
export const deleteRoomMessage = { limit: 600, windowSeconds: 3600 };
export const setRoomSlowMode = { limit: 120, windowSeconds: 3600 };
export const sanctionRoomFan = { limit: 300, windowSeconds: 3600 };
export const updateAlertSettings = { limit: 60, windowSeconds: 3600 };

/** The home feed: two pages a second for five minutes, or a burst of 600 (every loaded page refetched). */
export const getFeed = { limit: 600, windowSeconds: 300 };
/** User search: a search a second for five minutes (searches are submitted, not typed). */
export const searchUsers = { limit: 300, windowSeconds: 300 };
/**
 * Search across everything (the search box's suggestions as the fan types, debounced, and the All
 * tab): two calls a second for five minutes. A call reads at most 25 + 25 fans' index entries, 60 of
 * the catalogue's, their items and three trending snapshots.
 */
export const searchAll = { limit: 600, windowSeconds: 300 };
/** The account export: 5,000 pages of 100 items an hour, a whole export of any fan's data and more. */
export const exportAccount = { limit: 5000, windowSeconds: 3600 };

// --- Issue 28, part A: entities (fans' side) ---------------------------------------------------
/** Following catalogue entities: like following fans. */
export const followEntity = { limit: 200, windowSeconds: 3600 };
export const unfollowEntity = { limit: 200, windowSeconds: 3600 };
/** Entity search: like user search (the onboarding asks once per typed name). */
export const searchEntities = { limit: 300, windowSeconds: 300 };

// --- Issue 28, part B: the calendar and the admin Catalogue tab ---------------------------------
/**
 * The calendar: a call a second for five minutes. With `following=true` it reads up to 50
 * promotions' calendars (a Query each) and a BatchGet: more than a home-feed page costs.
 */
export const listShows = { limit: 300, windowSeconds: 300 };
/**
 * The admin catalogue writes: a few admins, but a live show is entered as it happens (a card built
 * and reordered, a result per match, several shows a night), so generous, yet bounded: a script
 * with an admin's token cannot write without end.
 */
export const createEntity = { limit: 300, windowSeconds: 3600 };
export const updateEntity = { limit: 600, windowSeconds: 3600 };
export const addMatch = { limit: 600, windowSeconds: 3600 };
export const updateMatch = { limit: 600, windowSeconds: 3600 };
export const deleteMatch = { limit: 600, windowSeconds: 3600 };
/** scheduled -> live -> finished: two changes a show. */
export const setShowStatus = { limit: 120, windowSeconds: 3600 };
/** A result per match (and a correction), for every show of a busy night. */
export const setMatchResult = { limit: 300, windowSeconds: 3600 };
/** Crowning or vacating by hand is rare (results change titles on their own). */
export const crownChampion = { limit: 60, windowSeconds: 3600 };
// --- Issue 34: two-step verification, changed by the server only -----------------------------------
/**
 * Each call checks the password (and, to turn it off, a code) with Cognito: ten an hour is a fan
 * mistyping many times over, and bounds guessing beside Cognito's own lockout.
 */
export const setUpTwoStep = { limit: 10, windowSeconds: 3600 };
export const turnOnTwoStep = { limit: 10, windowSeconds: 3600 };
export const turnOffTwoStep = { limit: 10, windowSeconds: 3600 };

// --- Issue 34: the last write routes without a limit ------------------------------------------------
/**
 * Reading one's own notifications: a fan opens a few dozen an hour; a script marking without end
 * still writes the counter each time.
 */
export const markNotificationRead = { limit: 600, windowSeconds: 3600 };
export const markAllNotificationsRead = { limit: 60, windowSeconds: 3600 };
/**
 * Moderation, per admin: a busy hour of reports is far below these, yet a script holding an admin's
 * token cannot take down or ban without end.
 */
export const updateReportStatus = { limit: 600, windowSeconds: 3600 };
export const adminDeletePost = { limit: 300, windowSeconds: 3600 };
export const adminDeleteComment = { limit: 300, windowSeconds: 3600 };
export const banUser = { limit: 100, windowSeconds: 3600 };

// --- Issue 39: match ratings and predictions ------------------------------------------------------
/** A busy show night: a fan rates every match and the show, and changes a few (a rating is one write). */
export const rateMatch = { limit: 120, windowSeconds: 3600 };
export const deleteMatchRating = { limit: 120, windowSeconds: 3600 };
export const rateShow = { limit: 60, windowSeconds: 3600 };
export const deleteShowRating = { limit: 60, windowSeconds: 3600 };
/** Picks: a fan changes their mind a few times before each match locks. */
export const setShowPicks = { limit: 300, windowSeconds: 3600 };
/** Per admin: the burst review. */
export const reviewRatingBurst = { limit: 300, windowSeconds: 3600 };
