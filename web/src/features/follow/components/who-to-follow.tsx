import { Box, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { SuggestedUser } from '@shared/schemas/users';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Byline } from '@/components/ui/byline';
import { useSuggestedUsers } from '@/features/follow/api/get-suggested-users';
import { FollowToggle } from './follow-button';

const SHOWN = 5;

function Suggestion({ user }: { user: SuggestedUser }) {
  // Suggestions are fans the viewer does not follow yet; the button remembers what they did here.
  const [following, setFollowing] = useState(false);
  return (
    <Byline
      component="li"
      fan={user}
      avatarSize={40}
      gap={1.25}
      end={<FollowToggle userId={user.id} following={following} size="small" onChange={setFollowing} />}
    />
  );
}

/** The home screen's right sidebar: a few fans to follow, with Follow buttons. */
export function WhoToFollow() {
  const suggestions = useSuggestedUsers();
  return (
    <Card component="section" aria-labelledby="who-to-follow-title">
      <CardContent>
        <Typography id="who-to-follow-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Who to follow
        </Typography>
        {suggestions.isPending ? (
          <Stack spacing={1.5} aria-busy="true" aria-label="Loading suggestions">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Box key={i} sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="70%" />
                  <Skeleton width="45%" />
                </Box>
              </Box>
            ))}
          </Stack>
        ) : suggestions.isError ? (
          <Typography variant="body2" color="text.secondary">
            Suggestions could not be loaded right now.
          </Typography>
        ) : suggestions.data.length ? (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {suggestions.data.slice(0, SHOWN).map((user) => (
              <Suggestion key={user.id} user={user} />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            You already follow everyone we would suggest. Nice work!
          </Typography>
        )}
        <Link component={RouterLink} to="/search" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
          See more fans
        </Link>
      </CardContent>
    </Card>
  );
}
