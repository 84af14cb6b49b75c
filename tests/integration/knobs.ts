/** Settings the integration cloud runs with, shared by the global setup and the tests. */
export const BIG_ACCOUNT_FOLLOWERS = 3;
/** The same knob under its old name, until feed.int.test.ts imports BIG_ACCOUNT_FOLLOWERS. */
export const CELEBRITY_FOLLOWERS = BIG_ACCOUNT_FOLLOWERS;
