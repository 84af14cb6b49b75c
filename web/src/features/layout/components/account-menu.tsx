import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Divider, ListItemIcon, MenuItem, Typography } from '@mui/material';
import Menu from '@mui/material/Menu';
import type { CurrentUser } from '@shared/schemas/users';
import { useNavigate } from 'react-router';
import { fanHandle, fanName } from '@/components/ui/user-avatar';
import { profilePath } from '@/config/paths';
import { useLogout } from '@/features/layout/api/log-out';

export interface AccountMenuProps {
  user: CurrentUser;
  /** The header's "Open account menu" button; null while closed. */
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The header's account menu (SPEC 2): Your Profile, Search & Discovery, Settings, Admin Panel (admins)
 * and Sign Out. Loaded the first time the fan points at, focuses or opens its button (header.tsx), so
 * the first screen carries no menu items: like a post's menu, it is opened rarely.
 */
export default function AccountMenu({ user, anchorEl, open, onClose }: AccountMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Menu
      id="account-menu"
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 230, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {fanName(user.displayName)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          @{fanHandle(user.handle)}
        </Typography>
      </Box>
      <Divider />
      <MenuItem onClick={() => go(profilePath())}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        Your Profile
      </MenuItem>
      <MenuItem onClick={() => go('/search')}>
        <ListItemIcon>
          <TravelExploreIcon fontSize="small" />
        </ListItemIcon>
        Search & Discovery
      </MenuItem>
      <MenuItem onClick={() => go('/settings')}>
        <ListItemIcon>
          <TuneIcon fontSize="small" />
        </ListItemIcon>
        Settings
      </MenuItem>
      {user.isAdmin && (
        <MenuItem onClick={() => go('/admin')}>
          <ListItemIcon>
            <AdminPanelSettingsIcon fontSize="small" />
          </ListItemIcon>
          Admin Panel
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        disabled={logout.isPending}
        onClick={() => {
          onClose();
          logout.mutate();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Sign Out
      </MenuItem>
    </Menu>
  );
}
