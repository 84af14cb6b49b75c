import { Button } from '@mui/material';
import { POST_TEXTS, SEARCH_TEXTS } from '@shared/messages-social';
import { NoticeCard } from '@/components/ui/notice-card';
import { UserCardGrid } from '@/components/ui/user-card-grid';
import { useSearchUsers } from '@/lib/users/search-users';

/** The Users tab: fans matching the query, 20 at a time as the fan scrolls, or "No Users Found". */
export function UserResults({ query }: { query: string }) {
  const pages = useSearchUsers(query);
  return (
    <UserCardGrid
      pages={pages}
      label="User results"
      empty={<NoticeCard title={SEARCH_TEXTS.noUsersFound} text={SEARCH_TEXTS.noUsersFoundText(query)} />}
      failed={
        <NoticeCard
          title="Search failed"
          text="Fans could not be searched right now."
          action={
            <Button
              variant="contained"
              onClick={() => void pages.refetch()}
              disabled={pages.isFetching}
              sx={{ mt: 2 }}
            >
              {POST_TEXTS.tryAgain}
            </Button>
          }
        />
      }
    />
  );
}
