import { Box } from '@mui/material';
import { type ReactElement, useEffect, useRef, useState } from 'react';

/** As the theme set MUI's Tooltip: shown 700 ms after the pointer rests on the control. */
const ENTER_DELAY_MS = 700;

/**
 * A short label under an icon button of the header, shown while a mouse rests on it or the keyboard
 * focuses it: what MUI's Tooltip showed there, without Tooltip and Popper.js (about 12 KB gzip on every
 * signed-in first load). The control keeps its own accessible name (its aria-label); the label is for
 * the eye, so it is hidden from assistive technology, and touch shows nothing (the control's icon and its
 * name say the same). Always the same elements around the control, shown or not: the control is never
 * remounted, so a tap is never lost.
 */
export function Hint({
  title,
  display = 'inline-flex',
  children,
}: {
  title: string;
  /** The control's own display, when it is hidden at some widths (the wrapper then takes no gap). */
  display?: 'inline-flex' | { xs: 'none' | 'inline-flex'; sm: 'none' | 'inline-flex' };
  children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delay: number) => {
    clear();
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clear();
    setOpen(false);
  };
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show(ENTER_DELAY_MS)}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => event.target.matches(':focus-visible') && show(0)}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          top: '100%',
          left: '50%',
          transform: 'translateX(-50%)',
          mt: 0.75,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'rgba(97, 97, 97, 0.92)',
          color: '#fff',
          fontSize: '0.6875rem',
          fontWeight: 500,
          lineHeight: 1.4,
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          zIndex: 'tooltip',
        }}
      >
        {title}
      </Box>
    </Box>
  );
}
