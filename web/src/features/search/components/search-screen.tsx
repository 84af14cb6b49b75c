import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { SEARCH_TEXTS } from '@shared/messages-social';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { NoticeCard } from '@/components/ui/notice-card';
import { TextField } from '@/components/ui/text-field';
import { searchPath } from '@/config/paths';
import { searchKeys } from '@/features/search/api/search-keys';
import { parseSearchQuery } from '@/features/search/utils/parse-query';
import { UserResults } from './user-results';

type TabName = 'users' | 'posts' | 'wrestling';

/**
 * Search & Discovery (SPEC 2), also the /hashtag/{tag} screen. Without a query: suggested fans;
 * with one: Users and Posts tabs, Users disabled for "#" queries, which search posts by hashtag.
 */
export function SearchScreen({
  query,
  renderSuggestions,
  renderHashtagPosts,
  renderWrestling,
  onSearch,
}: {
  /** The query from the address (?q= or "#" + the hashtag). */
  query: string;
  renderSuggestions: () => ReactNode;
  /** The posts of a hashtag; `empty` is the "No Posts Found" state. */
  renderHashtagPosts: (tag: string, empty: ReactNode) => ReactNode;
  /** The Wrestling tab: catalogue entities matching the query (composed by the route). */
  renderWrestling?: (query: string) => ReactNode;
  /** Called on every submit (the route refetches the hashtag's posts; user results refetch here). */
  onSearch?: (query: string) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState(query);
  const parsed = parseSearchQuery(query);
  const [chosenTab, setChosenTab] = useState<TabName | null>(null);
  const tab: TabName = parsed.kind === 'hashtag' ? 'posts' : (chosenTab ?? 'users');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = text.trim();
    if (!next) return;
    // SPEC 4: a submit selects the query's tab and refetches its results, even for the same query.
    setChosenTab(null);
    const submitted = parseSearchQuery(next);
    if (submitted.kind === 'users')
      void queryClient.invalidateQueries({ queryKey: searchKeys.users(submitted.text) });
    onSearch?.(next);
    // The query lives in ?q= (back/forward and shared links); the same query again adds no entry.
    navigate(searchPath(next), { replace: next === query.trim() });
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
          Search & Discovery
        </Typography>
        <Typography color="text.secondary">
          Find fans to follow and the posts behind every #hashtag.
        </Typography>
      </Box>
      <Paper
        component="form"
        role="search"
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, p: 1.5, alignItems: 'center', border: 1, borderColor: 'divider' }}
      >
        <TextField
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={SEARCH_TEXTS.placeholder}
          slotProps={{
            htmlInput: { 'aria-label': 'Search users or hashtags', enterKeyHint: 'search', maxLength: 100 },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          aria-label="Search"
          sx={{ flexShrink: 0, height: 40, minWidth: 0, px: { xs: 1.25, sm: 2 }, gap: 1 }}
        >
          <SearchIcon fontSize="small" />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Search
          </Box>
        </Button>
      </Paper>

      {parsed.kind === 'none' ? (
        <Box component="section" aria-labelledby="suggested-title">
          <Typography id="suggested-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            {SEARCH_TEXTS.suggested}
          </Typography>
          {renderSuggestions()}
        </Box>
      ) : (
        <Box>
          <Tabs
            value={tab}
            onChange={(_e, value: TabName) => setChosenTab(value)}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab label="Users" value="users" disabled={parsed.kind === 'hashtag'} />
            <Tab label="Posts" value="posts" />
            {renderWrestling && (
              <Tab label="Wrestling" value="wrestling" disabled={parsed.kind === 'hashtag'} />
            )}
          </Tabs>
          {tab === 'wrestling' && parsed.kind === 'users' && renderWrestling?.(parsed.text)}
          {tab === 'posts' ? (
            parsed.kind === 'hashtag' && parsed.tag ? (
              renderHashtagPosts(
                parsed.tag,
                <NoticeCard
                  title={SEARCH_TEXTS.noPostsFound}
                  text={SEARCH_TEXTS.noPostsFoundText(parsed.tag)}
                />,
              )
            ) : (
              <NoticeCard
                title="Search posts by hashtag"
                text={'Start your search with "#" followed by a hashtag, for example #WrestleMania.'}
              />
            )
          ) : (
            tab === 'users' && parsed.kind === 'users' && <UserResults query={parsed.text} />
          )}
        </Box>
      )}
    </Stack>
  );
}
