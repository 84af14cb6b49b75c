import type { MenuProps } from '@mui/material';
import type { ReactNode } from 'react';
import { lazyOnOpen } from '@/components/lazy-on-open';

/**
 * MUI's Menu (with Popover and Modal, about 11 KB gzip), loaded the first time a menu opens rather than
 * with every screen that has one; `Menu.preload` on hover or focus of the button that opens it.
 */
export const Menu = lazyOnOpen<MenuProps>(() =>
  import('@mui/material/Menu').then((m) => m.default as (props: MenuProps) => ReactNode),
);
