import { Box, Link, type SxProps, type Theme, Typography } from '@mui/material';
import type { ElementType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { fanHandle, fanName, UserAvatar } from '@/components/ui/user-avatar';
import { profilePath } from '@/config/paths';

/** A plain style object: what `sx` takes, without its array and function forms. */
type StyleObject = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

/** What a byline shows of a fan. */
export interface BylineFan {
  id: string;
  displayName: string;
  handle: string;
  profileImageUrl: string | null;
}

/** The author of a post or a comment, as a byline fan. */
export function authorOf(item: {
  authorId: string;
  authorDisplayName: string;
  authorHandle: string;
  authorProfileImageUrl: string | null;
}): BylineFan {
  return {
    id: item.authorId,
    displayName: item.authorDisplayName,
    handle: item.authorHandle,
    profileImageUrl: item.authorProfileImageUrl,
  };
}

/** The fan's picture linking to their profile; hidden from assistive tech, as the name link says the same. */
export function BylineAvatar({ fan, size }: { fan: BylineFan; size: number }) {
  return (
    <RouterLink to={profilePath(fan.id)} aria-hidden="true" tabIndex={-1}>
      <UserAvatar name={fan.displayName} src={fan.profileImageUrl} size={size} />
    </RouterLink>
  );
}

/** The fan's display name, in bold, linking to their profile. */
export function BylineName({
  fan,
  noWrap = false,
  sx,
}: {
  fan: BylineFan;
  noWrap?: boolean;
  /** Styles added to the bold name (a plain style object). */
  sx?: StyleObject;
}) {
  return (
    <Link
      component={RouterLink}
      to={profilePath(fan.id)}
      color="inherit"
      noWrap={noWrap}
      sx={{ fontWeight: 700, ...sx }}
    >
      {fanName(fan.displayName)}
    </Link>
  );
}

/**
 * A fan's byline (SPEC 2): avatar, display name and @handle, linking to their profile. Post cards, the
 * who-to-follow list and the suggested fans use it; comments use its parts (BylineAvatar, BylineName).
 */
export function Byline({
  fan,
  avatarSize,
  gap = 1.5,
  alignItems = 'center',
  wrapName = false,
  linked = true,
  meta,
  end,
  children,
  component = 'div',
}: {
  fan: BylineFan;
  avatarSize: number;
  gap?: number;
  alignItems?: 'center' | 'flex-start';
  /** Long names wrap onto more lines (a post's author) instead of ending in "...". */
  wrapName?: boolean;
  /** False inside a card that links to the profile as a whole: no links of its own. */
  linked?: boolean;
  /** What follows the handle: "@macho · 3h". */
  meta?: ReactNode;
  /** At the end of the row: a menu, a Follow button. */
  end?: ReactNode;
  /** Under the handle: a bio. */
  children?: ReactNode;
  /** The row's element: 'li' in a list, CardContent in a card. */
  component?: ElementType;
}) {
  return (
    <Box component={component} sx={{ display: 'flex', alignItems, gap }}>
      {linked ? (
        <BylineAvatar fan={fan} size={avatarSize} />
      ) : (
        <UserAvatar name={fan.displayName} src={fan.profileImageUrl} size={avatarSize} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {linked ? (
          <BylineName
            fan={fan}
            noWrap={!wrapName}
            sx={wrapName ? { display: 'block', overflowWrap: 'anywhere' } : { display: 'block' }}
          />
        ) : (
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {fanName(fan.displayName)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" noWrap>
          @{fanHandle(fan.handle)}
          {meta && <> · {meta}</>}
        </Typography>
        {children}
      </Box>
      {end}
    </Box>
  );
}
