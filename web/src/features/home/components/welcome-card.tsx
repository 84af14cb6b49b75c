import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CurrentUser } from '../../../../../shared/schemas';
import { DEFAULT_DISPLAY_NAME, DEFAULT_HANDLE, UserAvatar } from '../../../components/ui/user-avatar';
import { BRAND } from '../../../config/theme';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 72 }}>
      <Typography variant="h5" component="p" color="primary">
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The home shell's welcome card (the feed arrives in a later release). */
export function WelcomeCard({ user }: { user: CurrentUser }) {
  const name = user.displayName.trim() || DEFAULT_DISPLAY_NAME;
  return (
    <Card sx={{ overflow: 'hidden' }}>
      <Box
        aria-hidden="true"
        sx={{
          height: { xs: 72, sm: 96 },
          background: `linear-gradient(135deg, ${BRAND.redDark} 0%, ${BRAND.red} 35%, ${BRAND.goldDark} 100%)`,
        }}
      />
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, pt: 0 }}>
        <UserAvatar
          name={user.displayName}
          src={user.profileImageUrl}
          size={84}
          sx={{ mt: '-42px', border: `4px solid ${BRAND.paper}`, boxShadow: 4 }}
        />
        <Typography variant="h3" component="h1" sx={{ mt: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          Welcome to Ringside, {name}!
        </Typography>
        <Typography color="text.secondary">@{user.handle.trim() || DEFAULT_HANDLE}</Typography>
        <Stack direction="row" spacing={3} sx={{ mt: 2 }}>
          <Stat label="Following" value={user.followingCount} />
          <Stat label="Followers" value={user.followerCount} />
        </Stack>
        <Typography sx={{ mt: 3 }}>
          Your home feed is being set up. Soon the posts of the fans you follow will land right here.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/search" variant="contained" startIcon={<TravelExploreIcon />}>
            Find Fans to Follow
          </Button>
          <Button
            component={RouterLink}
            to="/trending"
            variant="outlined"
            color="inherit"
            startIcon={<TrendingUpIcon />}
          >
            See What's Trending
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
