/** Settings the integration cloud runs with, shared by the global setup and the tests. */
export const BIG_ACCOUNT_FOLLOWERS = 3;
