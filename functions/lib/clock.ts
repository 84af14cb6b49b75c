/**
 * The functions' "now" for expiries (mutes, muted words). In AWS nothing sets the offset and this is
 * the system clock. The local cloud runs the functions in its own process and may shift their clock
 * (POST /__local/clock {"offsetMs"}: scripts/local/http-gateway.ts), so tests see a 24-hour mute end
 * without waiting a day.
 */
export const CLOCK_OFFSET_ENV = 'RINGSIDE_CLOCK_OFFSET_MS';

export const clockNow = (): Date => new Date(Date.now() + (Number(process.env[CLOCK_OFFSET_ENV]) || 0));
