/** Settings the integration cloud runs with, shared by the global setup and the tests. */
export const CELEBRITY_FOLLOWERS = 3;
