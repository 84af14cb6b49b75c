import LiveNowStrip from '@/features/rooms/components/live-now-strip';
import SpoilerBanner from '@/features/spoilers/components/spoiler-banner';

/**
 * What home draws once the fan acts on it, one chunk with its requests, not part of the first load
 * (docs/performance.md): issue 38's "Live now" strip (the open rooms of followed promotions' shows,
 * docs/rooms.md) and Spoiler Guard's banner ("Raw is on: Watching live · Watching later · Watched",
 * docs/spoilers.md).
 */
export default function HomeAfterActs() {
  return (
    <>
      <LiveNowStrip />
      <SpoilerBanner />
    </>
  );
}
