import { lazyOnOpen } from '@/components/lazy-on-open';
import type { PostMenuProps } from './post-menu';

/**
 * A post's menu (post-menu.tsx, with MUI's Menu and the Report, Edit, Mute and Block dialogs' loaders),
 * loaded the first time a fan points at, focuses or opens a card's "Post options": a feed's first load
 * carries none of it. Once loaded it stays mounted, so closing it animates.
 */
export const PostMenu = lazyOnOpen<PostMenuProps>(() => import('./post-menu').then((m) => m.default));
