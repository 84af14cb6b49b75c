import { Link, Typography } from '@mui/material';
import { splitHashtags } from '@shared/hashtags';
import { Link as RouterLink } from 'react-router';

/** Post text as plain React text (never HTML), with each hashtag linking to /hashtag/{tag}. */
export function PostContent({ text }: { text: string }) {
  return (
    <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.55 }}>
      {splitHashtags(text).map((part, i) =>
        part.hashtag ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
            key={i}
            component={RouterLink}
            to={`/hashtag/${encodeURIComponent(part.hashtag)}`}
            sx={{ fontWeight: 600 }}
          >
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
          <span key={i}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}
