import TagIcon from '@mui/icons-material/Tag';
import { Box, Button, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import { SEARCH_ALL_TEXTS } from '@shared/messages-search';
import { POST_TEXTS } from '@shared/messages-social';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { entityDetail } from '@/components/search-suggest/entity-detail';
import { searchAllQueryOptions } from '@/components/search-suggest/search-all';
import { EntityMonogram } from '@/components/ui/entity-monogram';
import { NoticeCard } from '@/components/ui/notice-card';
import { fanHandle, fanName, UserAvatar } from '@/components/ui/user-avatar';
import { profilePath, type SearchTab } from '@/config/paths';
import { entityPagePath, hashtagPostsPath } from '@/config/result-paths';

/** One result: a picture, a name and a line under it, the whole row a link. */
function ResultRow({
  to,
  icon,
  label,
  detail,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  detail: string;
}) {
  return (
    <Card component="li" variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexShrink: 0, display: 'flex' }}>{icon}</Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{label}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** A kind of result under its heading, with "See all" opening its own tab. */
function Section({
  id,
  title,
  onSeeAll,
  children,
}: {
  id: string;
  title: string;
  onSeeAll?: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {onSeeAll && (
          <Button size="small" onClick={onSeeAll} aria-label={SEARCH_ALL_TEXTS.seeAllOf(title)}>
            {SEARCH_ALL_TEXTS.seeAll}
          </Button>
        )}
      </Stack>
      <Stack component="ul" spacing={1} aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * The All tab (issue 35): what a plain query finds of every kind at once (GET /api/search), so a
 * wrestler's name finds the wrestler without the fan guessing a tab: wrestling first, then fans, then
 * hashtags, each with "See all" opening its own tab.
 */
export function AllResults({ query, onTab }: { query: string; onTab: (tab: SearchTab) => void }) {
  const results = useQuery(searchAllQueryOptions(query));
  if (results.isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label={SEARCH_ALL_TEXTS.searching}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  if (results.isError)
    return (
      <NoticeCard
        title={SEARCH_ALL_TEXTS.failed}
        text={SEARCH_ALL_TEXTS.failedText}
        action={
          <Button
            variant="contained"
            onClick={() => void results.refetch()}
            disabled={results.isFetching}
            sx={{ mt: 2 }}
          >
            {POST_TEXTS.tryAgain}
          </Button>
        }
      />
    );
  const { entities, users, hashtags } = results.data;
  if (!entities.length && !users.length && !hashtags.length)
    return <NoticeCard title={SEARCH_ALL_TEXTS.noResults} text={SEARCH_ALL_TEXTS.noResultsText(query)} />;
  const t = SEARCH_ALL_TEXTS.sections;
  return (
    <Stack spacing={3}>
      {entities.length > 0 && (
        <Section id="all-wrestling" title={t.wrestling} onSeeAll={() => onTab('wrestling')}>
          {entities.map((entity) => (
            <ResultRow
              key={entity.id}
              to={entityPagePath(entity)}
              icon={<EntityMonogram entity={entity} />}
              label={entity.name}
              detail={entityDetail(entity)}
            />
          ))}
        </Section>
      )}
      {users.length > 0 && (
        <Section id="all-users" title={t.users} onSeeAll={() => onTab('users')}>
          {users.map((user) => (
            <ResultRow
              key={user.id}
              to={profilePath(user.id)}
              icon={<UserAvatar name={user.displayName} src={user.profileImageUrl} size={40} />}
              label={fanName(user.displayName)}
              detail={`@${fanHandle(user.handle)}`}
            />
          ))}
        </Section>
      )}
      {hashtags.length > 0 && (
        <Section id="all-hashtags" title={t.hashtags}>
          {hashtags.map((tag) => (
            <ResultRow
              key={tag.name}
              to={hashtagPostsPath(tag.name)}
              icon={<TagIcon sx={{ width: 40, color: 'text.secondary' }} />}
              label={`#${tag.name}`}
              detail={SEARCH_ALL_TEXTS.postCount(tag.postCount)}
            />
          ))}
        </Section>
      )}
    </Stack>
  );
}
