import EventIcon from '@mui/icons-material/Event';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import SearchIcon from '@mui/icons-material/Search';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { AppBar, Badge, Box, IconButton, Toolbar } from '@mui/material';
import type { CurrentUser } from '@shared/schemas/users';
import { type ComponentProps, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { lazyOnOpen } from '@/components/lazy-on-open';
import type { ProfilePictureDialog as ProfilePictureDialogView } from '@/components/profile-picture/profile-picture-dialog';
import { Hint } from '@/components/ui/hint';
import { avatarInitials, UserAvatar } from '@/components/ui/user-avatar';
import { BRAND } from '@/config/theme';
import { badgeLabel } from '@/features/layout/utils/badge-label';
import type { AccountMenuProps } from './account-menu';
import type { MobileSearchProps } from './mobile-search';
import { SearchBox } from './search-box';
import type { NotificationPanelSlot } from './slots';

/** The picture dialog (and its uploader) loads the first time it opens. */
const ProfilePictureDialog = lazyOnOpen<ComponentProps<typeof ProfilePictureDialogView>>(() =>
  import('@/components/profile-picture/profile-picture-dialog').then((m) => m.ProfilePictureDialog),
);

/** The account menu (its items and MUI's Menu) loads when the fan points at, focuses or opens its button. */
const AccountMenu = lazyOnOpen<AccountMenuProps>(() => import('./account-menu').then((m) => m.default));

/** The phone's search row (with MUI's Collapse) loads when the fan points at, focuses or taps its button. */
const MobileSearch = lazyOnOpen<MobileSearchProps>(() => import('./mobile-search').then((m) => m.default));

/** The small camera on the header avatar: clicking it (or the avatar) opens the upload dialog. */
function CameraOverlay() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 16,
        height: 16,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: BRAND.red,
        color: '#fff',
        border: `2px solid ${BRAND.canvas}`,
      }}
    >
      <PhotoCameraIcon sx={{ fontSize: 9 }} />
    </Box>
  );
}

export function Header({
  user,
  notificationPanel: NotificationPanel,
}: {
  user: CurrentUser;
  notificationPanel: NotificationPanelSlot;
}) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [bellAnchor, setBellAnchor] = useState<HTMLElement | null>(null);
  const [mobileSearch, setMobileSearch] = useState(false);
  const [pictureOpen, setPictureOpen] = useState(false);
  const badge = badgeLabel(user.unreadNotifications);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        bgcolor: 'rgba(11,13,19,0.88)',
        backdropFilter: 'blur(10px)',
        borderBottom: '1px solid rgba(255,255,255,0.08)',
        '&::after': {
          content: '""',
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: -1,
          height: 2,
          background: `linear-gradient(90deg, transparent, ${BRAND.red} 20%, ${BRAND.gold} 50%, ${BRAND.red} 80%, transparent)`,
          opacity: 0.7,
        },
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 }, minHeight: { xs: 56, sm: 64 } }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label="Ringside home"
          sx={{ display: 'flex', textDecoration: 'none' }}
        >
          <Logo />
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'none', sm: 'flex' }, justifyContent: 'center', px: 2 }}>
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            <SearchBox />
          </Box>
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
        <Hint title="Search" display={{ xs: 'inline-flex', sm: 'none' }}>
          <IconButton
            color="inherit"
            aria-label="Toggle search"
            aria-expanded={mobileSearch}
            onPointerEnter={MobileSearch.preload}
            onFocus={MobileSearch.preload}
            onClick={() => setMobileSearch((v) => !v)}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <SearchIcon />
          </IconButton>
        </Hint>
        <Hint title="Home" display={{ xs: 'none', sm: 'inline-flex' }}>
          <IconButton
            color="inherit"
            component={RouterLink}
            to="/"
            aria-label="Home"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            <HomeIcon />
          </IconButton>
        </Hint>
        <Hint title="Shows">
          <IconButton color="inherit" component={RouterLink} to="/shows" aria-label="Shows">
            <EventIcon />
          </IconButton>
        </Hint>
        <Hint title="Trending">
          <IconButton color="inherit" component={RouterLink} to="/trending" aria-label="Trending">
            <TrendingUpIcon />
          </IconButton>
        </Hint>
        <Hint title="Notifications" display={{ xs: 'none', sm: 'inline-flex' }}>
          <IconButton
            color="inherit"
            aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
            aria-haspopup="dialog"
            onClick={(e) => setBellAnchor(e.currentTarget)}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {/* No badge at 0: a hidden badge keeps its last count in the DOM (label-in-name). */}
            {badge ? (
              <Badge badgeContent={badge} color="secondary">
                <NotificationsIcon />
              </Badge>
            ) : (
              <NotificationsIcon />
            )}
          </IconButton>
        </Hint>
        <Hint title="Change profile picture">
          <IconButton
            // Without a picture the avatar shows the fan's initials: the name starts with them (label-in-name).
            aria-label={
              user.profileImageUrl
                ? 'Change profile picture'
                : `${avatarInitials(user.displayName)} Change profile picture`
            }
            aria-haspopup="dialog"
            onPointerEnter={ProfilePictureDialog.preload}
            onFocus={ProfilePictureDialog.preload}
            onClick={() => setPictureOpen(true)}
            sx={{ p: 0.5, ml: { xs: 0.5, sm: 0 } }}
          >
            <Badge
              overlap="circular"
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              badgeContent={<CameraOverlay />}
            >
              <UserAvatar name={user.displayName} src={user.profileImageUrl} size={34} />
            </Badge>
          </IconButton>
        </Hint>
        <IconButton
          color="inherit"
          aria-label="Open account menu"
          aria-haspopup="menu"
          aria-controls={menuAnchor ? 'account-menu' : undefined}
          aria-expanded={menuAnchor ? true : undefined}
          onPointerEnter={AccountMenu.preload}
          onFocus={AccountMenu.preload}
          onClick={(e) => setMenuAnchor(e.currentTarget)}
          sx={{ ml: -0.5, p: 0.5 }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </Toolbar>
      <MobileSearch open={mobileSearch} onClose={() => setMobileSearch(false)} />
      <AccountMenu
        user={user}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
      />
      <ProfilePictureDialog open={pictureOpen} onClose={() => setPictureOpen(false)} />
      <NotificationPanel anchorEl={bellAnchor} onClose={() => setBellAnchor(null)} placement="below" />
    </AppBar>
  );
}
