import { type ReactNode, useEffect, useState } from 'react';

/** A fan at the page: a pointer moved or pressed, a touch, a wheel, a key. */
const FAN_ACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

/**
 * Draws its children once the fan acts on the page (moves or presses a pointer, touches, scrolls with a
 * wheel, presses a key), as the toast view loads (components/ui/toast/toaster.tsx): a part that is not
 * the first thing a fan reads (home's Spoiler Guard banner) adds neither its code nor its requests to
 * the first load (docs/performance.md, "The web app's first load": chunks loaded on an idle callback
 * count there, those loaded on a fan's action do not). On a desktop the pointer moves at once; on a
 * phone, with the first touch. The browser's scroll anchoring keeps what the fan reads in place when
 * it is drawn above.
 */
export function AfterFanActs({ children }: { children: ReactNode }) {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted) return;
    const options = { capture: true, passive: true } as const;
    const onAction = () => setActed(true);
    for (const type of FAN_ACTIONS) window.addEventListener(type, onAction, options);
    return () => {
      for (const type of FAN_ACTIONS) window.removeEventListener(type, onAction, options);
    };
  }, [acted]);
  return acted ? children : null;
}
