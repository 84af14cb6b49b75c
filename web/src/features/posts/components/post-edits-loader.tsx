import { lazy } from 'react';
import { lazyOnOpen } from '@/components/lazy-on-open';
import type { EditDialogProps } from './post-edits';

/**
 * Post edits (post-edits.tsx), loaded on demand: when a card shows "Edited", or when the author
 * opens (or points at) the menu of a post they can still edit. The feed's first load carries none.
 */
const load = () => import('./post-edits');

export const preloadEdits = () => void load().catch(() => undefined);
export const EditItemLabel = lazy(() => load().then((m) => ({ default: m.EditItemLabel })));
export const EditedMark = lazy(() => load().then((m) => ({ default: m.EditedMark })));
export const EditDialog = lazyOnOpen<EditDialogProps>(() => load().then((m) => m.EditDialog));
