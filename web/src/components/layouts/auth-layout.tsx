import CampaignIcon from '@mui/icons-material/Campaign';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Logo } from '@/components/brand/logo';
import { BRAND } from '@/config/theme';

export const TAGLINE = 'Your ringside seat to the wrestling world.';

const PITCH = [
  { icon: <CampaignIcon />, text: 'Call every match, every promo, every swerve with fans who get it.' },
  { icon: <GroupsIcon />, text: 'Follow fellow fans and build your own crowd.' },
  { icon: <EmojiEventsIcon />, text: 'Give a Pop to the moments that bring the house down.' },
];

/** The log-in and sign-up frame: brand panel + form card, with the legal footer below. */
export function AuthLayout({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Container
        maxWidth="lg"
        component="main"
        sx={{
          flex: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          gap: { xs: 3, md: 8 },
          alignItems: 'center',
          py: { xs: 3, md: 8 },
        }}
      >
        <Box sx={{ textAlign: { xs: 'center', md: 'left' } }}>
          <Logo size="large" />
          <Typography
            variant="h1"
            component="p"
            sx={{
              mt: { xs: 2, md: 3 },
              fontSize: { xs: '1.7rem', sm: '2.2rem', md: '3.2rem' },
              textTransform: 'uppercase',
              maxWidth: 560,
              mx: { xs: 'auto', md: 0 },
            }}
          >
            {TAGLINE}
          </Typography>
          <Box
            aria-hidden="true"
            sx={{
              mt: 2,
              mx: { xs: 'auto', md: 0 },
              width: 120,
              height: 6,
              borderRadius: 3,
              background: `linear-gradient(90deg, ${BRAND.red} 0 33%, #ffffff 33% 66%, ${BRAND.red} 66%)`,
              opacity: 0.9,
            }}
          />
          <Stack
            spacing={1.5}
            component="ul"
            sx={{ mt: 4, p: 0, listStyle: 'none', display: { xs: 'none', md: 'flex' } }}
          >
            {PITCH.map((item) => (
              <Box component="li" key={item.text} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <Box sx={{ color: 'primary.main', display: 'flex' }}>{item.icon}</Box>
                <Typography color="text.secondary">{item.text}</Typography>
              </Box>
            ))}
          </Stack>
        </Box>
        <Box sx={{ width: '100%', maxWidth: 460, justifySelf: 'center' }}>{children}</Box>
      </Container>
      {footer}
    </Box>
  );
}
