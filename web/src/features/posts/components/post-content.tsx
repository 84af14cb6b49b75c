import { Link, Typography, type TypographyProps } from '@mui/material';
import { splitHashtags } from '@shared/hashtags';
import { type Mention, splitMentions } from '@shared/mentions';
import { Link as RouterLink } from 'react-router';
import { profilePath } from '@/config/paths';

/**
 * Post or comment text as plain React text (never HTML): each hashtag links to /hashtag/{tag}, each
 * resolved @mention to the fan's profile (a handle nobody has stays text).
 */
export function PostContent({
  text,
  mentions,
  variant,
  sx,
}: {
  text: string;
  mentions?: readonly Mention[];
  variant?: TypographyProps['variant'];
  sx?: TypographyProps['sx'];
}) {
  const parts: { text: string; hashtag?: string; mention?: Mention }[] = splitHashtags(text).flatMap(
    (part) => (part.hashtag ? [part] : splitMentions(part.text, mentions)),
  );
  return (
    <Typography
      component="p"
      variant={variant}
      sx={[{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.55 }, ...[sx ?? []].flat()]}
    >
      {parts.map((part, i) =>
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
        ) : part.mention ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
            key={i}
            component={RouterLink}
            to={profilePath(part.mention.userId)}
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
