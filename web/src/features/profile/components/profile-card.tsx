import EditIcon from '@mui/icons-material/Edit';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import VolumeOffIcon from '@mui/icons-material/VolumeOffOutlined';
import { Box, Button, Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { mutedUntil } from '@shared/messages-controls';
import { PROFILE_TEXTS } from '@shared/messages-social';
import type { User } from '@shared/schemas/users';
import type { ReactNode } from 'react';
import { fanHandle, fanName, UserAvatar } from '@/components/ui/user-avatar';
import { BRAND } from '@/config/theme';
import { favoriteNames } from '@/features/profile/utils/favorites';
import { formatDateTime } from '@/lib/dates';

const AVATAR_SIZE = 112;

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Typography component="p" color="text.secondary">
      <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
        {value}
      </Box>{' '}
      {label}
    </Typography>
  );
}

function Favorites({ title, text }: { title: string; text: string }) {
  const names = favoriteNames(text);
  return (
    <Box>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 2 }}>
        {title}
      </Typography>
      {names.length ? (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {names.map((name) => (
            <li key={name}>
              <Chip label={name} size="small" variant="outlined" color="primary" />
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          None yet.
        </Typography>
      )}
    </Box>
  );
}

/**
 * The top of the profile screen (SPEC 2): picture, name, handle (with "Muted until ..." when the viewer
 * muted them), bio, counts and favourites.
 */
export function ProfileCard({
  user,
  own,
  onEdit,
  onChangePicture,
  action,
}: {
  user: User;
  own: boolean;
  onEdit?: () => void;
  onChangePicture?: () => void;
  /** Another fan's profile: the Follow/Unfollow button. */
  action?: ReactNode;
}) {
  const displayName = fanName(user.displayName);
  const handle = fanHandle(user.handle);
  const bio = user.bio.trim();
  return (
    <Card component="section" aria-labelledby="profile-name" sx={{ overflow: 'hidden' }}>
      <Box
        aria-hidden="true"
        sx={{
          height: { xs: 88, sm: 120 },
          background: `linear-gradient(135deg, ${BRAND.redDark} 0%, ${BRAND.red} 35%, ${BRAND.goldDark} 100%)`,
        }}
      />
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, pt: '0 !important' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ position: 'relative', mt: `-${AVATAR_SIZE / 2}px`, flexShrink: 0 }}>
            <UserAvatar
              name={user.displayName}
              src={user.profileImageUrl}
              size={AVATAR_SIZE}
              sx={{ border: `4px solid ${BRAND.paper}`, boxShadow: 4 }}
            />
            {own && (
              <Tooltip title="Change profile picture">
                <IconButton
                  aria-label="Change profile picture"
                  aria-haspopup="dialog"
                  onClick={onChangePicture}
                  size="small"
                  sx={{
                    position: 'absolute',
                    right: 2,
                    bottom: 2,
                    bgcolor: 'secondary.main',
                    color: '#fff',
                    border: `3px solid ${BRAND.paper}`,
                    '&:hover': { bgcolor: 'secondary.dark' },
                  }}
                >
                  <PhotoCameraIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
          {own ? (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit} sx={{ mt: 1.5 }}>
              {PROFILE_TEXTS.editProfile}
            </Button>
          ) : (
            action && <Box sx={{ mt: 1.5 }}>{action}</Box>
          )}
        </Box>
        <Typography
          id="profile-name"
          variant="h3"
          component="h1"
          sx={{ mt: 2, fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {displayName}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          @{handle}
        </Typography>
        {user.mutedUntil !== undefined && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <VolumeOffIcon fontSize="small" aria-hidden />
            {mutedUntil(user.mutedUntil && formatDateTime(user.mutedUntil))}
          </Typography>
        )}
        {bio ? (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{bio}</Typography>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 2, fontStyle: 'italic' }}>
            No bio yet.
          </Typography>
        )}
        <Stack direction="row" spacing={3} sx={{ mt: 2 }}>
          <Count value={user.followingCount} label="Following" />
          <Count value={user.followerCount} label="Followers" />
        </Stack>
        <Stack spacing={2} sx={{ mt: 3 }}>
          <Favorites title="Favorite Wrestlers" text={user.favoriteWrestlers} />
          <Favorites title="Favorite Promotions" text={user.favoritePromotions} />
        </Stack>
      </CardContent>
    </Card>
  );
}
