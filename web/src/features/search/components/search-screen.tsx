import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { SEARCH_TEXTS } from '@shared/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '@/config/paths';
import { parseSearchQuery } from '@/features/search/utils/parse-query';

type TabName = 'users' | 'posts';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <Typography variant="h5" component="h3">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Search & Discovery (SPEC 2), also the /hashtag/{tag} screen. Without a query: suggested fans;
 * with one: Users and Posts tabs, Users disabled for "#" queries, which search posts by hashtag.
 */
export function SearchScreen({
  query,
  renderSuggestions,
  renderHashtagPosts,
  onSearch,
}: {
  /** The query from the address (?q= or "#" + the hashtag). */
  query: string;
  renderSuggestions: () => ReactNode;
  /** The posts of a hashtag; `empty` is the "No Posts Found" state. */
  renderHashtagPosts: (tag: string, empty: ReactNode) => ReactNode;
  /** Called on every submit (the route refetches the results). */
  onSearch?: (query: string) => void;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const parsed = parseSearchQuery(query);
  const [chosenTab, setChosenTab] = useState<TabName | null>(null);
  const tab: TabName = parsed.kind === 'hashtag' ? 'posts' : (chosenTab ?? 'users');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = text.trim();
    if (!next) return;
    setChosenTab(null);
    onSearch?.(next);
    navigate(searchPath(next));
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
          </Tabs>
          {tab === 'posts' ? (
            parsed.kind === 'hashtag' && parsed.tag ? (
              renderHashtagPosts(
                parsed.tag,
                <Notice title={SEARCH_TEXTS.noPostsFound} text={SEARCH_TEXTS.noPostsFoundText(parsed.tag)} />,
              )
            ) : (
              <Notice
                title="Search posts by hashtag"
                text={'Start your search with "#" followed by a hashtag, for example #WrestleMania.'}
              />
            )
          ) : (
            <Notice
              title="Searching fans by name is coming soon"
              text="For now, browse the suggested fans (clear the search) or open a fan from any post."
            />
          )}
        </Box>
      )}
    </Stack>
  );
}
