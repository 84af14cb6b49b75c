import type { TooltipProps } from '@mui/material';
import { lazy, type ReactElement, Suspense, useEffect, useState } from 'react';

const loadTooltip = () => import('@mui/material/Tooltip');
const MuiTooltip = lazy(loadTooltip);

/** Whether MUI's Tooltip has been loaded in this page (then every Tooltip renders it at once). */
let tooltipLoaded = false;

/** Starts loading MUI's Tooltip once the browser is idle; resolves when it is there. */
function whenIdleLoaded(): Promise<unknown> {
  return new Promise((resolve) => {
    const load = () => resolve(loadTooltip());
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 500);
  }).then(() => {
    tooltipLoaded = true;
  });
}
let idleLoad: Promise<unknown> | undefined;

/**
 * MUI's Tooltip (the theme's 700 ms delay), without its weight on the first load: Tooltip brings Popper.js
 * (about 8 KB gzip). The child renders on its own until the browser is idle after the first render, then
 * inside the Tooltip, long before a pointer can rest on it for 700 ms. The swap remounts the child once; its
 * accessible name never comes from the tooltip (each button has its own label).
 */
export function Tooltip({ title, children }: { title: TooltipProps['title']; children: ReactElement }) {
  const [ready, setReady] = useState(tooltipLoaded);
  useEffect(() => {
    if (ready) return;
    let active = true;
    idleLoad ??= whenIdleLoaded();
    void idleLoad.then(
      () => active && setReady(true),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [ready]);
  if (!ready) return children;
  return (
    <Suspense fallback={children}>
      <MuiTooltip title={title}>{children}</MuiTooltip>
    </Suspense>
  );
}
