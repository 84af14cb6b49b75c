import { Box, useMediaQuery } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * Draws its children once the fan scrolls near them (within a quarter of a screen), or at once where
 * IntersectionObserver is missing. On a phone who-to-follow comes after the feed: its code (the Follow
 * buttons) and its request wait until the fan gets there instead of weighing on the first load.
 */
function WhenNear({ children }: { children: ReactNode }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node]);
  return near ? children : <Box ref={setNode} sx={{ minHeight: 1 }} />;
}

/**
 * The home screen's three columns (SPEC 2): left sidebar (profile, trending), the feed, right
 * sidebar (who to follow). On a phone the feed comes first and who-to-follow follows it, drawn when the
 * fan scrolls near it; the left sidebar is not there at all (not rendered hidden: its cards and its trending request would cost the
 * phone's first load for nothing).
 */
export function HomeLayout({
  left,
  right,
  children,
}: {
  left: ReactNode;
  right: ReactNode;
  children: ReactNode;
}) {
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: '260px minmax(0, 1fr)',
          lg: '260px minmax(0, 1fr) 300px',
        },
        gridTemplateAreas: {
          xs: '"feed" "right"',
          md: '"left feed" "right feed"',
          lg: '"left feed right"',
        },
      }}
    >
      {wide && (
        <Box
          component="aside"
          aria-label="Your profile and trends"
          sx={{
            gridArea: 'left',
            display: 'flex',
            flexDirection: 'column',
            gap: 3,
            position: 'sticky',
            top: 88,
          }}
        >
          {left}
        </Box>
      )}
      <Box sx={{ gridArea: 'feed', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        {children}
      </Box>
      <Box
        component="aside"
        aria-label="Who to follow"
        sx={{ gridArea: 'right', position: { lg: 'sticky' }, top: { lg: 88 } }}
      >
        {wide ? right : <WhenNear>{right}</WhenNear>}
      </Box>
    </Box>
  );
}
