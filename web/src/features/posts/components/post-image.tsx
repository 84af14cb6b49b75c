import { Box } from '@mui/material';
import { postImageSrcSet } from '@shared/media';
import type { Post } from '@shared/schemas/posts';

/** The card's image column is at most this wide (the feed's width on a desktop). */
const CARD_IMAGE_MAX_WIDTH = 640;

/**
 * A post's image: the whole picture, never cropped (a tall or square one is framed on a dark mat).
 * When the server knows its size (every image it re-encoded), the frame has that aspect ratio from
 * the start, so nothing below it moves when it loads; the browser picks the 640 px thumbnail, the
 * 1,280 px copy or the image itself by the card's width and the screen's density.
 */
export function PostImage({
  post,
  alt,
}: {
  post: Pick<Post, 'imageUrl' | 'imageWidth' | 'imageHeight'>;
  alt: string;
}) {
  const src = post.imageUrl;
  if (!src) return null;
  const { imageWidth: width, imageHeight: height } = post;
  const sized = typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0;
  const srcSet = sized ? postImageSrcSet(src, width) : undefined;
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `(max-width: ${CARD_IMAGE_MAX_WIDTH}px) 100vw, ${CARD_IMAGE_MAX_WIDTH}px` : undefined}
      width={sized ? width : undefined}
      height={sized ? height : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      sx={{
        mt: 1.5,
        display: 'block',
        width: '100%',
        height: sized ? 'auto' : undefined,
        aspectRatio: sized ? `${width} / ${height}` : undefined,
        maxHeight: { xs: 420, sm: 520 },
        objectFit: 'contain',
        bgcolor: 'rgba(0,0,0,0.35)',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
