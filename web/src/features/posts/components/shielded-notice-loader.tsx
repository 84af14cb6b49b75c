import { lazy, Suspense } from 'react';
import type { ShieldedNoticeProps } from './shielded-notice';

const Notice = lazy(() => import('./shielded-notice'));

/**
 * The card of a post or comment Spoiler Guard shields (docs/spoilers.md), its code loaded the first
 * time such an item is on screen: post cards are on home's first load, the card is not.
 */
export function ShieldedNotice(props: ShieldedNoticeProps) {
  return (
    <Suspense fallback={<span style={{ display: 'block', minHeight: 36 }} />}>
      <Notice {...props} />
    </Suspense>
  );
}
