import { Box, Container } from '@mui/material';
import type { CurrentUser } from '@shared/schemas/users';
import type { ReactNode } from 'react';
import { Header } from './header';
import { MOBILE_NAV_HEIGHT, MobileNav } from './mobile-nav';
import type { NotificationPanelSlot } from './slots';

/** The frame of every member screen: header, content, and the phone bottom bar. */
export function MemberLayout({
  user,
  children,
  maxWidth = 'lg',
  notificationPanel,
  notice,
}: {
  user: CurrentUser;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  /** What the bell and the Alerts tab open (the badge is the fan's unread count). */
  notificationPanel: NotificationPanelSlot;
  /** A notice about the fan's account above the screen's content (from app/: "Confirm your email"). */
  notice?: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Header user={user} notificationPanel={notificationPanel} />
      <Container
        component="main"
        maxWidth={maxWidth}
        sx={{
          pt: { xs: 2, sm: 4 },
          pb: { xs: `calc(${MOBILE_NAV_HEIGHT + 24}px + env(safe-area-inset-bottom))`, sm: 6 },
        }}
      >
        {notice}
        {children}
      </Container>
      <MobileNav unread={user.unreadNotifications} meId={user.id} notificationPanel={notificationPanel} />
    </Box>
  );
}
