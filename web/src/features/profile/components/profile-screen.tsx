import { Card, CardContent, Skeleton, Stack } from '@mui/material';
import { PROFILE_TEXTS } from '@shared/messages-social';
import type { CurrentUser } from '@shared/schemas/users';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { NotFound } from '@/components/errors/not-found';
import { lazyOnOpen } from '@/components/lazy-on-open';
import type { ProfilePictureDialog as ProfilePictureDialogView } from '@/components/profile-picture/profile-picture-dialog';
import { useProfileUser } from '@/features/profile/api/get-user';
import { BlockedNotice } from './blocked-notice';
import { EditProfileDialog } from './edit-profile-dialog';
import { ProfileCard } from './profile-card';
import { ProfileMenu } from './profile-menu';
import { NoPosts, ProfilePosts } from './profile-posts';

/** The picture dialog (and its uploader) loads the first time it opens. */
const ProfilePictureDialog = lazyOnOpen<ComponentProps<typeof ProfilePictureDialogView>>(() =>
  import('@/components/profile-picture/profile-picture-dialog').then((m) => m.ProfilePictureDialog),
);

/** What the route plugs into a profile: the fan's posts and, on others' profiles, a follow button. */
export interface ProfileSlots {
  /** The fan's post list; `empty` is the empty state it shows when there are no posts. */
  renderPosts?: (userId: string, empty: ReactNode) => ReactNode;
  renderFollow?: (userId: string) => ReactNode;
  /** What the fan follows in the wrestling catalogue (chips). */
  renderFollows?: (userId: string, own: boolean) => ReactNode;
  /** The fan's diary: what they rated (issue 39). */
  renderDiary?: (userId: string, own: boolean) => ReactNode;
}

/** The signed-in fan's own profile: read from the session user, so every change shows at once. */
function OwnProfile({ me, slots }: { me: CurrentUser; slots: ProfileSlots }) {
  const [editing, setEditing] = useState(false);
  const [picture, setPicture] = useState(false);
  return (
    <Stack spacing={3}>
      <ProfileCard user={me} own onEdit={() => setEditing(true)} onChangePicture={() => setPicture(true)} />
      {slots.renderFollows?.(me.id, true)}
      {slots.renderDiary?.(me.id, true)}
      <ProfilePosts displayName={me.displayName} own>
        {slots.renderPosts?.(me.id, <NoPosts own />)}
      </ProfilePosts>
      <EditProfileDialog user={me} open={editing} onClose={() => setEditing(false)} />
      <ProfilePictureDialog open={picture} onClose={() => setPicture(false)} toastStyle="profile" />
    </Stack>
  );
}

/** A profile that could not be loaded (SPEC 2's texts), on the app's one not-found screen. */
export function UserNotFound() {
  return <NotFound heading={PROFILE_TEXTS.notFound} text={PROFILE_TEXTS.notFoundText} />;
}

function ProfileSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading profile">
      <Skeleton variant="rectangular" height={120} />
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Skeleton variant="circular" width={112} height={112} sx={{ mt: -7 }} />
        <Skeleton width="50%" height={40} sx={{ mt: 2 }} />
        <Skeleton width="30%" />
        <Skeleton width="90%" sx={{ mt: 2 }} />
        <Skeleton width="70%" />
      </CardContent>
    </Card>
  );
}

/**
 * Another fan's profile from GET /api/users/{userId}, with its menu (block, mute). A fan the viewer
 * blocked shows "You blocked @handle" and Unblock instead of the follow button and the posts.
 */
function OtherProfile({ userId, slots }: { userId: string; slots: ProfileSlots }) {
  const query = useProfileUser(userId);
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <UserNotFound />;
  const blocked = query.data.blockedByYou === true;
  const action = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {!blocked && slots.renderFollow?.(userId)}
      <ProfileMenu user={query.data} />
    </Stack>
  );
  return (
    <Stack spacing={3}>
      <ProfileCard user={query.data} own={false} action={action} />
      {!blocked && slots.renderFollows?.(userId, false)}
      {!blocked && slots.renderDiary?.(userId, false)}
      {blocked ? (
        <BlockedNotice user={query.data} />
      ) : (
        <ProfilePosts displayName={query.data.displayName} own={false}>
          {slots.renderPosts?.(userId, <NoPosts own={false} />)}
        </ProfilePosts>
      )}
    </Stack>
  );
}

/** /profile/{userId?} (SPEC 2): the own profile without an id or with one's own id. */
export function ProfileScreen({
  me,
  userId,
  ...slots
}: { me: CurrentUser; userId: string | undefined } & ProfileSlots) {
  const own = !userId || userId === me.id;
  return own ? (
    <OwnProfile me={me} slots={slots} />
  ) : (
    <OtherProfile key={userId} userId={userId} slots={slots} />
  );
}
