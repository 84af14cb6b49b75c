import { lazy, Suspense } from 'react';
import type { HiddenNoticeProps } from './hidden-notice';

const Notice = lazy(() => import('./hidden-notice'));

/**
 * The cover of a post or comment a muted word hides, its code (and texts) loaded the first time such an
 * item is on screen: post cards are on the first load, the cover is not.
 */
export function HiddenNotice(props: HiddenNoticeProps) {
  return (
    <Suspense fallback={<span style={{ display: 'block', minHeight: 36 }} />}>
      <Notice {...props} />
    </Suspense>
  );
}
