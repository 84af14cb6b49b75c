import { lazyOnOpen } from '@/components/lazy-on-open';
import type { FanControlDialogProps } from './fan-control-dialogs';

/**
 * The Block and Mute dialogs (fan-control-dialogs.tsx), their code loaded the first time one opens:
 * every post card offers them in its menu, and a feed's first load carries neither.
 */
const load = () => import('./fan-control-dialogs');

export const preloadFanControls = () => void load().catch(() => undefined);
export const BlockDialog = lazyOnOpen<FanControlDialogProps>(() => load().then((m) => m.BlockDialog));
export const MuteDialog = lazyOnOpen<FanControlDialogProps>(() => load().then((m) => m.MuteDialog));
