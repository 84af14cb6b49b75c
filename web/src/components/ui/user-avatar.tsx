import { Avatar, type SxProps, type Theme } from '@mui/material';
import { IMAGE_SIZES, thumbnailUrl } from '@shared/media';
import { BRAND } from '@/config/theme';

const DEFAULT_DISPLAY_NAME = 'Wrestling Fan';
const DEFAULT_HANDLE = 'user';

/** The name a fan goes by: their display name, or "Wrestling Fan" when it is blank. */
export const fanName = (displayName: string | null | undefined): string =>
  displayName?.trim() || DEFAULT_DISPLAY_NAME;

/** A fan's handle (shown after "@"), or "user" when it is blank. */
export const fanHandle = (handle: string): string => handle.trim() || DEFAULT_HANDLE;

/** The letters UserAvatar shows for a fan without a picture (a label naming the avatar starts with them). */
export function avatarInitials(name: string | null | undefined): string {
  return initials(fanName(name));
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || 'RS';
}

/**
 * A fan's picture, or their initials on championship gold when they have none. Small avatars (a
 * thumbnail covers them even on a 2x screen) load the picture's 128 px thumbnail.
 */
export function UserAvatar({
  name,
  src,
  size = 36,
  sx,
}: {
  name: string | null | undefined;
  src: string | null | undefined;
  size?: number;
  sx?: SxProps<Theme>;
}) {
  const display = fanName(name);
  const picture = size * 2 <= IMAGE_SIZES.profile.variants.thumb ? thumbnailUrl(src) : src;
  return (
    <Avatar
      src={picture ?? undefined}
      alt={display}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          fontWeight: 700,
          bgcolor: BRAND.gold,
          color: '#15110a',
          border: `2px solid ${BRAND.gold}`,
        },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    >
      {initials(display)}
    </Avatar>
  );
}
