import CloseIcon from '@mui/icons-material/Close';
import PlayCircleFilledIcon from '@mui/icons-material/PlayCircleFilled';
import { Box, IconButton, Link, Typography } from '@mui/material';
import { youtubeThumbnailUrl, youtubeVideoId } from '@shared/youtube';
import { useState } from 'react';

export interface LinkPreview {
  url: string;
  title: string | null;
  description: string | null;
  image?: string | null;
}

/**
 * A link preview (SPEC 2: url, title, description) with the video's thumbnail. Opens YouTube in a
 * new tab; `onDismiss` adds the close button the post box uses.
 */
export function LinkPreviewCard({ preview, onDismiss }: { preview: LinkPreview; onDismiss?: () => void }) {
  const videoId = youtubeVideoId(preview.url);
  const image = preview.image ?? (videoId ? youtubeThumbnailUrl(videoId) : null);
  // Offline (or blocked), the thumbnail gives way to a plain dark frame with the play mark.
  const [broken, setBroken] = useState(false);
  let host = preview.url;
  try {
    host = new URL(preview.url).hostname.replace(/^www\./, '');
  } catch {
    // Keep the address as written.
  }
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'rgba(0,0,0,0.25)',
      }}
    >
      {image && (
        <Box
          sx={{
            position: 'relative',
            flexShrink: 0,
            width: { xs: '100%', sm: 200 },
            aspectRatio: '16 / 9',
            background: 'linear-gradient(135deg, #1d1f27 0%, #3a0d12 100%)',
          }}
        >
          {!broken && (
            <Box
              component="img"
              src={image}
              alt=""
              loading="lazy"
              onError={() => setBroken(true)}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
          <PlayCircleFilledIcon
            aria-hidden="true"
            sx={{
              position: 'absolute',
              inset: 0,
              m: 'auto',
              fontSize: 44,
              color: 'rgba(255,255,255,0.9)',
              filter: 'drop-shadow(0 2px 6px rgba(0,0,0,0.6))',
            }}
          />
        </Box>
      )}
      <Box sx={{ p: 1.5, pr: onDismiss ? 5 : 1.5, minWidth: 0 }}>
        <Link
          href={preview.url}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}
        >
          {preview.title || preview.url}
        </Link>
        {preview.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {preview.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {host}
        </Typography>
      </Box>
      {onDismiss && (
        <IconButton
          aria-label="Remove preview"
          size="small"
          onClick={onDismiss}
          sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'rgba(0,0,0,0.55)' }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
