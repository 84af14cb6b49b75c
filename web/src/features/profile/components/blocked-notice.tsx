import BlockIcon from '@mui/icons-material/Block';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { BLOCK_TEXTS } from '@shared/messages-controls';
import type { User } from '@shared/schemas/users';
import { useFanControl } from '@/components/fan-controls/use-fan-control';

/** Where a blocked fan's posts would be: "You blocked @handle" and Unblock. */
export function BlockedNotice({ user }: { user: User }) {
  const { act, pending } = useFanControl(user);
  return (
    <Card component="section" aria-labelledby="blocked-heading">
      <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <BlockIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography id="blocked-heading" variant="h5" component="h2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {BLOCK_TEXTS.blocked(user.handle)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {BLOCK_TEXTS.blockedText}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void act({ kind: 'unblock' })}
          disabled={pending}
          sx={{ mt: 2.5 }}
        >
          {BLOCK_TEXTS.unblock}
        </Button>
      </CardContent>
    </Card>
  );
}
