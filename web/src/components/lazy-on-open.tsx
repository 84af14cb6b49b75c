import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the screen that holds it (a first load
 * carries no closed dialogs). Once loaded it stays mounted, so closing it animates and reopening is
 * instant. `preload` starts the download early (on hover or focus of what opens it). Name the props
 * (`lazyOnOpen<ComponentProps<typeof X>>`, X imported as a type): TypeScript cannot infer them through
 * `import().then()`.
 */
export function lazyOnOpen<P extends { open: boolean }>(
  load: () => Promise<(props: P) => ReactNode>,
): ComponentType<P> & { preload: () => void } {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function OnOpen(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  OnOpen.preload = () => void load().catch(() => undefined);
  return OnOpen;
}
