import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { PROFILE_TEXTS } from '@shared/messages-social';
import type { ReactNode } from 'react';
import { IconBadge } from '@/components/ui/icon-badge';
import { fanName } from '@/components/ui/user-avatar';

/** "No Posts Yet" with the own or other wording (SPEC 2). */
export function NoPosts({ own }: { own: boolean }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: { xs: 4, sm: 6 } }}>
        <IconBadge>
          <ArticleOutlinedIcon />
        </IconBadge>
        <Typography variant="h5" component="h3">
          {PROFILE_TEXTS.noPosts}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
          {own ? PROFILE_TEXTS.noPostsOwn : PROFILE_TEXTS.noPostsOther}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The profile's post list under its title, "Your Posts" or "{displayName}'s Posts" (SPEC 2). */
export function ProfilePosts({
  displayName,
  own,
  children,
}: {
  displayName: string;
  own: boolean;
  /** The list itself; without one, the empty state. */
  children?: ReactNode;
}) {
  const name = fanName(displayName);
  return (
    <Box component="section" aria-labelledby="profile-posts-title">
      <Typography
        id="profile-posts-title"
        variant="h4"
        component="h2"
        sx={{ mb: 2, overflowWrap: 'anywhere' }}
      >
        {own ? PROFILE_TEXTS.yourPosts : PROFILE_TEXTS.postsOf(name)}
      </Typography>
      {children ?? <NoPosts own={own} />}
    </Box>
  );
}
