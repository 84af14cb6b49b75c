import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { POST_TEXTS } from '@shared/messages-social';

/**
 * A list or numbers that could not load: "Something went wrong", what failed, and "Try Again" (disabled
 * while the retry runs; no request loop). The post lists, trending's tabs and the admin's tabs show it.
 */
export function ErrorCard({
  text,
  onRetry,
  retrying,
}: {
  text: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Card role="alert">
      <CardContent sx={{ textAlign: 'center', py: 4 }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
        <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
        <Button variant="contained" onClick={onRetry} disabled={retrying} sx={{ mt: 2 }}>
          {POST_TEXTS.tryAgain}
        </Button>
      </CardContent>
    </Card>
  );
}
