import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { lazy, Suspense, useState } from 'react';

const loadMenu = () => import('./watch-menu');
const WatchMenu = lazy(loadMenu);

/**
 * A calendar row's compact "How are you watching Raw?" button: an icon, the menu's code (and the
 * status request) only when a fan points at, focuses or opens it.
 */
export function WatchMenuButton({ showId, showName }: { showId: string; showName: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadMenu();
  return (
    <>
      <IconButton
        aria-label={SPOILER_TEXTS.watchGroup(showName)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ color: 'text.secondary' }}
      >
        <VisibilityOutlinedIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <WatchMenu showId={showId} showName={showName} anchorEl={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
