import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SportsMmaIcon from '@mui/icons-material/SportsMma';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { alpha, Box, ListItem, ListItemButton, Typography } from '@mui/material';
import type { Notification } from '@shared/schemas/notifications';
import { UserAvatar } from '@/components/ui/user-avatar';
import { BRAND } from '@/config/theme';
import { formatDateTime } from '@/lib/dates';
import { relativeTime } from '@/lib/relative-time';

const TYPE_ICONS = {
  follow: PersonAddIcon,
  pop: WhatshotIcon,
  comment: ChatBubbleIcon,
  mention: AlternateEmailIcon,
  // Show-night alerts (docs/rooms.md): a show starting, wrestlers in the ring.
  showStart: LiveTvIcon,
  inRing: SportsMmaIcon,
  other: NotificationsIcon,
} as const;

/**
 * Show-night alerts and "You went 5/7 at Raw" (`other`): their "actors" are a show or wrestlers, drawn
 * as the type's icon, not as fans.
 */
const FANLESS = new Set<Notification['type']>(['showStart', 'inRing', 'other']);

const AVATAR = 36;

/** Up to three of the fans behind a (grouped) notification, overlapping; its type's icon without any. */
function Actors({ notification }: { notification: Notification }) {
  const Icon = TYPE_ICONS[notification.type] ?? NotificationsIcon;
  const actors = FANLESS.has(notification.type) ? [] : notification.actors.slice(0, 3);
  return (
    <Box aria-hidden="true" sx={{ display: 'flex', flexShrink: 0, position: 'relative', pr: 0.5 }}>
      {actors.length ? (
        actors.map((actor, i) => (
          <UserAvatar
            key={actor.id}
            name={actor.displayName}
            src={actor.profileImageUrl}
            size={AVATAR}
            sx={{ ml: i ? -1.5 : 0, zIndex: 3 - i, borderColor: BRAND.paperRaised }}
          />
        ))
      ) : (
        <Box
          sx={{
            width: AVATAR,
            height: AVATAR,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(BRAND.gold, 0.14),
            color: 'primary.main',
          }}
        >
          <Icon fontSize="small" />
        </Box>
      )}
      {actors.length > 0 && (
        <Box
          sx={{
            position: 'absolute',
            right: 0,
            bottom: -2,
            zIndex: 4,
            width: 18,
            height: 18,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: BRAND.red,
            color: '#fff',
            border: `2px solid ${BRAND.paperRaised}`,
          }}
        >
          <Icon sx={{ fontSize: 10 }} />
        </Box>
      )}
    </Box>
  );
}

/**
 * One row of the panel: the fans' avatars, the message, how long ago, and for an unread one a dot and
 * a highlight (SPEC 2).
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const unread = !notification.read;
  return (
    <ListItem disablePadding data-unread={unread ? 'true' : undefined}>
      <ListItemButton
        onClick={() => onOpen(notification)}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.25,
          bgcolor: unread ? alpha(BRAND.gold, 0.09) : 'transparent',
          '&:hover': { bgcolor: unread ? alpha(BRAND.gold, 0.14) : undefined },
        }}
      >
        <Actors notification={notification} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}>
            {notification.message}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt)}
          >
            {relativeTime(notification.createdAt)}
          </Typography>
        </Box>
        {unread && (
          <Box
            component="span"
            role="img"
            aria-label="Unread"
            sx={{ width: 10, height: 10, mt: 0.75, flexShrink: 0, borderRadius: '50%', bgcolor: BRAND.red }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}
