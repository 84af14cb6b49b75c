import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { CurrentUser } from '@shared/schemas/users';
import { Link as RouterLink } from 'react-router';
import { fanHandle, fanName, UserAvatar } from '@/components/ui/user-avatar';
import { profilePath } from '@/config/paths';
import { BRAND, clampLines } from '@/config/theme';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ textAlign: 'center', flex: 1 }}>
      <Typography variant="h6" component="p" color="primary">
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The home screen's own profile card (left sidebar). */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const name = fanName(user.displayName);
  return (
    <Card sx={{ overflow: 'hidden' }}>
      <CardActionArea component={RouterLink} to={profilePath()}>
        <Box
          aria-hidden="true"
          sx={{
            height: 64,
            background: `linear-gradient(135deg, ${BRAND.redDark} 0%, ${BRAND.red} 40%, ${BRAND.goldDark} 100%)`,
          }}
        />
        <CardContent sx={{ pt: 0, textAlign: 'center' }}>
          <UserAvatar
            name={user.displayName}
            src={user.profileImageUrl}
            size={72}
            sx={{ mt: '-36px', mx: 'auto', border: `3px solid ${BRAND.paper}` }}
          />
          <Typography variant="h6" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            @{fanHandle(user.handle)}
          </Typography>
          {user.bio.trim() && (
            <Typography variant="body2" sx={{ mt: 1, ...clampLines(3) }}>
              {user.bio}
            </Typography>
          )}
          <Box sx={{ display: 'flex', mt: 2 }}>
            <Stat label="Following" value={user.followingCount} />
            <Stat label="Followers" value={user.followerCount} />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
