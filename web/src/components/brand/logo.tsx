import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@shared/constants';
import { BRAND } from '@/config/theme';

/** The ring mark: gold posts, red ropes. Decorative; the wordmark carries the name. */
export function RingMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0 }}
    >
      <rect
        x="4"
        y="4"
        width="56"
        height="56"
        rx="10"
        fill={BRAND.canvas}
        stroke={BRAND.rope}
        strokeWidth="2"
      />
      <rect x="12" y="12" width="40" height="40" rx="3" fill="none" stroke={BRAND.gold} strokeWidth="4" />
      <path d="M12 24h40M12 32h40M12 40h40" stroke={BRAND.red} strokeWidth="3" />
      <circle cx="12" cy="12" r="4" fill={BRAND.gold} />
      <circle cx="52" cy="12" r="4" fill={BRAND.gold} />
      <circle cx="12" cy="52" r="4" fill={BRAND.gold} />
      <circle cx="52" cy="52" r="4" fill={BRAND.gold} />
    </Box>
  );
}

/** "Ringside" wordmark with the ring mark. */
export function Logo({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: large ? 1.5 : 1 }}>
      <RingMark size={large ? 48 : 30} />
      <Typography
        component="span"
        sx={{
          fontFamily: (t) => t.typography.h1.fontFamily,
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          fontSize: large ? { xs: '2.2rem', sm: '2.6rem' } : '1.45rem',
          lineHeight: 1,
          background: `linear-gradient(180deg, ${BRAND.goldLight} 0%, ${BRAND.gold} 55%, ${BRAND.goldDark} 100%)`,
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
