import AddBoxIcon from '@mui/icons-material/AddBox';
import HomeIcon from '@mui/icons-material/Home';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import { Badge, BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { POST_BOX_ID } from '@/config/dom-ids';
import { profilePath } from '@/config/paths';
import { badgeLabel } from '@/features/layout/utils/badge-label';
import type { NotificationPanelSlot } from './slots';

export const MOBILE_NAV_HEIGHT = 64;

type Tab = 'home' | 'search' | 'profile' | null;

/**
 * Which bottom-bar tab a path belongs to. Search is active on /search and /hashtag (SPEC 2); Profile
 * (which opens the fan's own profile) on their own profile only, not on another fan's.
 */
export function activeTab(pathname: string, meId?: string): Tab {
  if (pathname === '/') return 'home';
  if (/^\/(search|hashtag)(\/|$)/.test(pathname)) return 'search';
  const path = pathname.replace(/\/+$/, '');
  if (path === profilePath() || (meId !== undefined && path === profilePath(meId))) return 'profile';
  return null;
}

/**
 * SPEC 2's bottom-bar "Post": scroll to the top and open the home screen's composer, whose text
 * field takes the cursor (focusing the box alone left typed text going nowhere). Coming from
 * another screen, the home screen (a lazily loaded chunk) may take a moment to appear: wait for it.
 */
export function focusPostBox(attempts = 60): void {
  const box = document.getElementById(POST_BOX_ID);
  if (box) {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    box.focus({ preventScroll: true });
    box.click();
  } else if (attempts > 0) {
    setTimeout(() => focusPostBox(attempts - 1), 50);
  }
}

export function MobileNav({
  unread,
  meId,
  notificationPanel: NotificationPanel,
}: {
  unread: number;
  /** The signed-in fan: their own profile is the Profile tab's. */
  meId?: string;
  notificationPanel: NotificationPanelSlot;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [alertsAnchor, setAlertsAnchor] = useState<HTMLElement | null>(null);
  const badge = badgeLabel(unread);

  const onPost = () => {
    if (pathname !== '/') navigate('/');
    focusPostBox();
  };

  return (
    <Paper
      component="nav"
      aria-label="Main"
      elevation={8}
      sx={{
        display: { xs: 'block', sm: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
        bgcolor: 'rgba(20,24,36,0.96)',
        backdropFilter: 'blur(10px)',
      }}
    >
      <BottomNavigation
        showLabels
        value={activeTab(pathname, meId)}
        sx={{ height: MOBILE_NAV_HEIGHT, bgcolor: 'transparent' }}
      >
        <BottomNavigationAction label="Home" value="home" icon={<HomeIcon />} onClick={() => navigate('/')} />
        <BottomNavigationAction
          label="Search"
          value="search"
          icon={<SearchIcon />}
          onClick={() => navigate('/search')}
        />
        <BottomNavigationAction label="Post" value="post" icon={<AddBoxIcon />} onClick={onPost} />
        <BottomNavigationAction
          // The leading space keeps the badge's number and the label apart as words (label-in-name); the
          // accessible name starts with what is visible, "3 Alerts".
          label=" Alerts"
          value="alerts"
          aria-label={badge ? `${badge} Alerts, unread` : 'Alerts'}
          aria-haspopup="dialog"
          icon={
            // No badge at 0: a hidden badge keeps its last count in the DOM (label-in-name).
            badge ? (
              <Badge badgeContent={badge} color="secondary">
                <NotificationsIcon />
              </Badge>
            ) : (
              <NotificationsIcon />
            )
          }
          onClick={(e) => setAlertsAnchor(e.currentTarget)}
        />
        <BottomNavigationAction
          label="Profile"
          value="profile"
          icon={<PersonIcon />}
          onClick={() => navigate(profilePath())}
        />
      </BottomNavigation>
      <NotificationPanel anchorEl={alertsAnchor} onClose={() => setAlertsAnchor(null)} placement="above" />
    </Paper>
  );
}
