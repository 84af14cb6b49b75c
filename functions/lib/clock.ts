/**
 * The functions' "now" for expiries (mutes, muted words). In AWS nothing sets the offset and this is
 * the system clock. The local cloud runs the functions in its own process and may shift their clock
 * (POST /__local/clock {"offsetMs"}: scripts/local/http-gateway.ts), so tests see a 24-hour mute end
 * without waiting a day.
 */
export const CLOCK_OFFSET_ENV = 'RINGSIDE_CLOCK_OFFSET_MS';

export const clockNow = (): Date => new Date(Date.now() + (Number(process.env[CLOCK_OFFSET_ENV]) || 0));

/**
 * How often the local cloud moved that clock (never in AWS: 0). What a container caches for a time
 * (the recent shows, the shows of the tagging window) is read again when this changes, so a test that
 * moves the clock never meets a cache filled at another offset.
 */
export const CLOCK_MOVES_ENV = 'RINGSIDE_CLOCK_MOVES';

export const clockMoves = (): number => Number(process.env[CLOCK_MOVES_ENV]) || 0;
