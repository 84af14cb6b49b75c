import { SEARCH_TEXTS } from '@shared/messages-social';
import { NoticeCard } from '@/components/ui/notice-card';
import { UserCardGrid } from '@/components/ui/user-card-grid';
import { useSuggestedUserPages } from '@/features/follow/api/get-suggested-users';

/** "Suggested Users to Follow" on the search screen: a grid of cards, 12 at a time as the fan scrolls. */
export function SuggestedUsersGrid() {
  return (
    <UserCardGrid
      pages={useSuggestedUserPages()}
      label="Suggested users"
      empty={<NoticeCard title={SEARCH_TEXTS.noUsersAvailable} text="Check back soon as more fans join." />}
      failed={
        <NoticeCard title={SEARCH_TEXTS.noUsersAvailable} text="Suggestions could not be loaded right now." />
      }
    />
  );
}
