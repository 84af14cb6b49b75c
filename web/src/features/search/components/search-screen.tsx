import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { SEARCH_ALL_TEXTS } from '@shared/messages-search';
import { SEARCH_TEXTS } from '@shared/messages-social';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchAllQueryOptions } from '@/components/search-suggest/search-all';
import { useSearchCombobox } from '@/components/search-suggest/search-combobox';
import { NoticeCard } from '@/components/ui/notice-card';
import { TextField } from '@/components/ui/text-field';
import { type SearchTab, searchPath } from '@/config/paths';
import { type ParsedQuery, parseSearchQuery } from '@/features/search/utils/parse-query';
import { userSearchKeys } from '@/lib/users/search-users';
import { AllResults } from './all-results';
import { UserResults } from './user-results';

const TABS: readonly SearchTab[] = ['all', 'users', 'posts', 'wrestling'];
const TAB_SIZE = { minWidth: { xs: 64, sm: 90 }, px: { xs: 1.5, sm: 2 } } as const;

/**
 * The tab shown: a "#" query's is Posts (SPEC 2: it searches posts by hashtag); otherwise the one the
 * address names (`tab=`), else All, where every kind of result is together (issue 35: a wrestler's name
 * finds the wrestler without the fan guessing a tab).
 */
export function searchTabOf(
  parsed: ParsedQuery,
  requested: string | null | undefined,
  wrestling = true,
): SearchTab {
  if (parsed.kind === 'hashtag') return 'posts';
  const tab = TABS.find((t) => t === requested);
  return tab && (tab !== 'wrestling' || wrestling) ? tab : 'all';
}

/**
 * Search & Discovery (SPEC 2), also the /hashtag/{tag} screen. Without a query: suggested fans; with
 * one: the All, Users, Posts and Wrestling tabs, the tab in the address (`tab=`, back and forward walk
 * them). A "#" query searches posts by hashtag (Posts; the other tabs disabled). The box suggests fans,
 * wrestling and hashtags as the fan types.
 */
export function SearchScreen({
  query,
  tab: requestedTab,
  renderSuggestions,
  renderHashtagPosts,
  renderWrestling,
  onSearch,
}: {
  /** The query from the address (?q= or "#" + the hashtag). */
  query: string;
  /** The tab the address names (?tab=), if any. */
  tab?: string | null;
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
  const combobox = useSearchCombobox(text);
  const parsed = parseSearchQuery(query);
  const tab = searchTabOf(parsed, requestedTab, Boolean(renderWrestling));
  const hashtag = parsed.kind === 'hashtag';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = text.trim();
    if (!next) return;
    combobox.close();
    // SPEC 4: a submit selects the query's tab and refetches its results, even for the same query.
    const submitted = parseSearchQuery(next);
    if (submitted.kind === 'users') {
      void queryClient.invalidateQueries({ queryKey: userSearchKeys.query(submitted.text) });
      void queryClient.invalidateQueries({ queryKey: searchAllQueryOptions(submitted.text).queryKey });
    }
    onSearch?.(next);
    // The query lives in ?q= (back/forward and shared links); the same query again on its own tab adds
    // no entry.
    navigate(searchPath(next), { replace: next === query.trim() && !requestedTab });
  };
  const openTab = (next: SearchTab) => navigate(searchPath(query.trim(), next === 'all' ? undefined : next));

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
          {SEARCH_ALL_TEXTS.title}
        </Typography>
        <Typography color="text.secondary">{SEARCH_ALL_TEXTS.intro}</Typography>
      </Box>
      <Paper
        component="form"
        role="search"
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, p: 1.5, alignItems: 'center', border: 1, borderColor: 'divider' }}
      >
        <Box ref={combobox.anchorRef} sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            size="small"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={SEARCH_TEXTS.placeholder}
            slotProps={{
              htmlInput: {
                'aria-label': 'Search users or hashtags',
                enterKeyHint: 'search',
                maxLength: 100,
                ...combobox.inputProps,
              },
            }}
          />
        </Box>
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
        {combobox.list}
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
            onChange={(_e, value: SearchTab) => openTab(value)}
            // Four tabs fit a phone's width once narrower than MUI's 90 px; narrower screens swipe them.
            variant="scrollable"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': TAB_SIZE }}
          >
            <Tab label={SEARCH_ALL_TEXTS.tabs.all} value="all" disabled={hashtag} />
            <Tab label={SEARCH_ALL_TEXTS.tabs.users} value="users" disabled={hashtag} />
            <Tab label={SEARCH_ALL_TEXTS.tabs.posts} value="posts" />
            {renderWrestling && (
              <Tab label={SEARCH_ALL_TEXTS.tabs.wrestling} value="wrestling" disabled={hashtag} />
            )}
          </Tabs>
          {parsed.kind === 'users' && tab === 'all' && <AllResults query={parsed.text} onTab={openTab} />}
          {parsed.kind === 'users' && tab === 'users' && <UserResults query={parsed.text} />}
          {parsed.kind === 'users' && tab === 'wrestling' && renderWrestling?.(parsed.text)}
          {tab === 'posts' &&
            (parsed.kind === 'hashtag' && parsed.tag ? (
              renderHashtagPosts(
                parsed.tag,
                <NoticeCard
                  title={SEARCH_TEXTS.noPostsFound}
                  text={SEARCH_TEXTS.noPostsFoundText(parsed.tag)}
                />,
              )
            ) : (
              <NoticeCard title={SEARCH_ALL_TEXTS.hashtagsOnly} text={SEARCH_ALL_TEXTS.hashtagsOnlyText} />
            ))}
        </Box>
      )}
    </Stack>
  );
}
