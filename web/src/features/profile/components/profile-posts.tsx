import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { DEFAULT_DISPLAY_NAME } from '../../../components/ui/user-avatar';
import { PROFILE_TEXTS } from '../../../config/messages';

/**
 * The profile's post list (SPEC 2). Posts arrive in a later release, so today every list is empty
 * and shows the empty state; the title and wording already follow the spec.
 */
export function ProfilePosts({ displayName, own }: { displayName: string; own: boolean }) {
  const name = displayName.trim() || DEFAULT_DISPLAY_NAME;
  return (
    <Card component="section" aria-labelledby="profile-posts-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="profile-posts-title" variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {own ? PROFILE_TEXTS.yourPosts : PROFILE_TEXTS.postsOf(name)}
        </Typography>
        <Box sx={{ textAlign: 'center', py: { xs: 4, sm: 6 } }}>
          <Box
            aria-hidden="true"
            sx={{
              mx: 'auto',
              mb: 2,
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(245,183,0,0.12)',
              color: 'primary.main',
            }}
          >
            <ArticleOutlinedIcon />
          </Box>
          <Typography variant="h5" component="h3">
            {PROFILE_TEXTS.noPosts}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
            {own ? PROFILE_TEXTS.noPostsOwn : PROFILE_TEXTS.noPostsOther}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
