import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { POST_TEXTS } from '@shared/messages-social';
import { Link as RouterLink } from 'react-router';

/** The home feed with nothing in it yet (SPEC 2): a way to find fans to follow. */
export function EmptyFeed() {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: { xs: 4, sm: 6 } }}>
        <GroupAddIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
          Your feed is waiting for the opening bell
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 440, mx: 'auto' }}>
          Follow other fans to see their posts here, or write the first post yourself.
        </Typography>
        <Button component={RouterLink} to="/search" variant="contained" sx={{ mt: 3 }}>
          {POST_TEXTS.findUsers}
        </Button>
      </CardContent>
    </Card>
  );
}
