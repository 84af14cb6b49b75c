/**
 * Exact user-facing texts of the spec (sections 2, 5 and 8), for the web client and the functions alike.
 * Tests assert these strings. They live in four modules: the core texts every screen's frame and the
 * log-in screen need, and the account, social and moderation texts. The web app imports those modules
 * themselves (a module is the unit a chunk holds: through this file every screen would load all the texts);
 * the functions and tests may import them all from here.
 */
export * from './messages-account';
export * from './messages-core';
export * from './messages-moderation';
export * from './messages-search';
export * from './messages-social';
export * from './messages-two-step';
