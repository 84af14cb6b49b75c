import {
  Box,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Link,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { CATALOGUE_TEXTS, ENTITY_TEXTS, SHOW_TEXTS, WRESTLING_LABELS } from '@shared/messages-wrestling';
import type { EntityPage, MemberRef, RecentShow, RosterRef, TitleRef } from '@shared/schemas/entities';
import { type EntityKind, type EntityRef, FOLLOWABLE_KINDS } from '@shared/schemas/wrestling';
import { type ReactNode, useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { Later } from '@/components/later';
import { EntityMonogram } from '@/components/ui/entity-monogram';
import { useEntity } from '@/features/wrestling/api/get-entity';
import { rosterGroups } from '@/features/wrestling/utils/roster';
import { daysBetween, formatDate, formatDay, formatDays, formatShowTime } from '@/lib/dates';
import { EntityChip, entityPath } from './entity-chip';
import { FollowEntityButton } from './follow-entity-button';

type Entity = EntityPage['entity'];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The facts of each kind, as a definition list (absent facts are left out). */
function Facts({ entity }: { entity: Entity }) {
  const t = ENTITY_TEXTS;
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode) => {
    if (value !== undefined && value !== null && value !== '') rows.push([label, value]);
  };
  if (entity.kind === 'promotion') {
    add(t.country, entity.country);
    add(t.founded, entity.founded);
    if (entity.website)
      add(
        t.website,
        <Link href={entity.website} target="_blank" rel="noopener noreferrer">
          {entity.website.replace(/^https?:\/\//, '')}
        </Link>,
      );
    if (entity.active === false) add(t.status, t.inactive);
  }
  if (entity.kind === 'wrestler') {
    if (entity.akas?.length) add(t.akas, entity.akas.join(', '));
    const status = entity.status as keyof typeof WRESTLING_LABELS.wrestlerStatus | undefined;
    add(t.status, status ? (WRESTLING_LABELS.wrestlerStatus[status] ?? status) : undefined);
    add(t.hometown, entity.hometown);
    add(t.debut, entity.debutYear);
  }
  if (entity.kind === 'championship') {
    add(t.division, entity.division);
    if (entity.active === false) add(t.status, t.inactive);
  }
  if (!rows.length) return null;
  return (
    <Box
      component="dl"
      aria-label={t.facts}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </Box>
  );
}

/**
 * The links of the page's lists, styled once here: plain anchors, not MUI's Link (a promotion's page
 * lists a hundred names, and a Link each made its first render one long task). `inline` ones sit in
 * a line of text and are 24 px tall (a touch target); `name` ones head an item; `list` ones are a
 * roster's.
 */
const LIST_LINKS = {
  '& a': { color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  '& a.name': { fontWeight: 600 },
  '& a.inline': {
    color: 'inherit',
    textDecoration: 'underline',
    display: 'inline-block',
    minHeight: 24,
    lineHeight: '24px',
  },
  '& a:focus-visible': { outline: '2px solid', outlineOffset: 2 },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={LIST_LINKS}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Chips({ title, refs }: { title: string; refs: EntityRef[] }) {
  if (!refs.length) return null;
  return (
    <Section title={title}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {refs.map((ref) => (
          <EntityChip key={ref.id} entity={ref} />
        ))}
      </Stack>
    </Section>
  );
}

function Members({ members }: { members: MemberRef[] }) {
  if (!members.length) return null;
  const label = (m: MemberRef) =>
    m.to
      ? `${m.name} (${ENTITY_TEXTS.until(m.from && formatDate(m.from), formatDate(m.to))})`
      : m.from
        ? `${m.name} (${ENTITY_TEXTS.since(formatDate(m.from))})`
        : m.name;
  return (
    <Section title={ENTITY_TEXTS.members}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {members.map((m) => (
          <EntityChip key={m.id} entity={m} label={label(m)} />
        ))}
      </Stack>
    </Section>
  );
}

/** A reign's day (a calendar date, YYYY-MM-DD: the same day in every zone). */
/** A reign's day as stored (the day of its show, in the show's zone): the same day for every fan. */
const reignDay = (date: string) => formatDate(date);

/** A championship's reigns: holders, dates, length in days, and the show it was won at (when known). */
function Reigns({ reigns }: { reigns: EntityPage['related']['reigns'] }) {
  if (!reigns.length) return null;
  return (
    <Section title={ENTITY_TEXTS.reigns}>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {reigns.map((r) => (
          <Box component="li" key={`${r.from}-${r.holders.map((h) => h.id).join()}`}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              {r.holders.map((h) => (
                <EntityChip key={h.id} entity={h} />
              ))}
              <Typography variant="body2" color="text.secondary">
                {r.to
                  ? ENTITY_TEXTS.until(reignDay(r.from), reignDay(r.to))
                  : ENTITY_TEXTS.ongoing(reignDay(r.from))}
                {` · ${formatDays(daysBetween(r.from, r.to))}`}
              </Typography>
            </Stack>
            {r.show && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {`${ENTITY_TEXTS.wonAt} `}
                <RouterLink className="inline" to={entityPath(r.show)}>
                  {r.show.name}
                </RouterLink>
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

/**
 * A name on a match line, linked (the page's own entity not: it is this page), with "(c)" when it
 * holds the title at stake.
 */
function Competitor({ entity, champion, self }: { entity: EntityRef; champion: boolean; self?: boolean }) {
  return (
    <>
      {self ? (
        entity.name
      ) : (
        <RouterLink className="inline" to={entityPath(entity)}>
          {entity.name}
        </RouterLink>
      )}
      {champion && (
        <>
          {' '}
          <abbr title={ENTITY_TEXTS.championTitle} style={{ textDecoration: 'none' }}>
            {ENTITY_TEXTS.champion}
          </abbr>
        </>
      )}
    </>
  );
}

/**
 * A promotion's shows, or the shows a wrestler or team is on with who they face there, the title at
 * stake and "(c)" on whoever holds it as the page's results setting shows ("Upcoming matches" soonest
 * first, "Recent matches" latest first; never a result: results are spoilers).
 */
function Shows({
  title,
  shows,
  self,
  upcoming,
}: {
  title: string;
  shows: RecentShow[];
  /** The wrestler or team whose page it is (null on a promotion's). */
  self: EntityRef | null;
  upcoming: boolean;
}) {
  if (!shows.length) return null;
  return (
    <Section title={title}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shows.map((s) => {
          const champions = new Set(s.championIds ?? []);
          return (
            <Box component="li" key={s.id}>
              <RouterLink className="name" to={entityPath(s)}>
                {s.name}
              </RouterLink>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {upcoming ? formatShowTime(s.startsAt) : formatDay(s.startsAt)}
              </Typography>
              {s.status === 'live' && (
                <Chip
                  size="small"
                  color="error"
                  label={WRESTLING_LABELS.showStatus.live}
                  sx={{ ml: 1, height: 20 }}
                />
              )}
              {self && s.vs?.length ? (
                <Typography variant="body2" color="text.secondary">
                  <Competitor entity={self} champion={champions.has(self.id)} self />
                  {` ${SHOW_TEXTS.versus} `}
                  {s.vs.map((e, i) => (
                    <span key={e.id}>
                      {i > 0 && ', '}
                      <Competitor entity={e} champion={champions.has(e.id)} />
                    </span>
                  ))}
                </Typography>
              ) : null}
              {s.title ? (
                <Typography variant="body2" color="text.secondary">
                  {`${SHOW_TEXTS.forThe} `}
                  <RouterLink className="inline" to={entityPath(s.title)}>
                    {s.title.name}
                  </RouterLink>
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}

/**
 * A promotion's championships, each with its holders as the results setting shows; none listed says
 * so (vacant, or not known: the catalogue leaves a holder out rather than guess).
 */
function Championships({ titles }: { titles: TitleRef[] }) {
  if (!titles.length) return null;
  return (
    <Section title={ENTITY_TEXTS.championships}>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 3,
          rowGap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {titles.map((t) => (
          <Box component="li" key={t.id}>
            <RouterLink className="name" to={entityPath(t)}>
              {t.name}
            </RouterLink>
            <Typography variant="body2" color="text.secondary">
              {t.holders.length
                ? t.holders.map((h, i) => (
                    <span key={h.id}>
                      {i > 0 && ' & '}
                      <RouterLink className="inline" to={entityPath(h)}>
                        {h.name}
                      </RouterLink>
                    </span>
                  ))
                : ENTITY_TEXTS.noHolder}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** A promotion's roster in groups: men, women, tag teams, stables, and those whose division is not known. */
function Roster({ roster }: { roster: RosterRef[] }) {
  if (!roster.length) return null;
  const groups = rosterGroups(roster);
  const t = ENTITY_TEXTS.rosterGroups;
  return (
    <Section title={ENTITY_TEXTS.roster}>
      <Stack spacing={2}>
        {(['men', 'women', 'tagTeams', 'stables', 'other'] as const).map((group) =>
          groups[group].length ? (
            <Box key={group}>
              <Typography
                id={`roster-${group}`}
                variant="subtitle2"
                component="h3"
                color="text.secondary"
                sx={{ mb: 0.5 }}
              >
                {`${t[group]} (${groups[group].length})`}
              </Typography>
              <Box
                component="ul"
                aria-labelledby={`roster-${group}`}
                sx={{ columns: { xs: 2, sm: 3 }, columnGap: 2, listStyle: 'none', p: 0, m: 0 }}
              >
                {groups[group].map((r) => (
                  <Box component="li" key={r.id} sx={{ breakInside: 'avoid', py: 0.25 }}>
                    <RouterLink className="list" to={entityPath(r)}>
                      {r.name}
                    </RouterLink>
                  </Box>
                ))}
              </Box>
            </Box>
          ) : null,
        )}
      </Stack>
    </Section>
  );
}

function PageSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading">
      <Skeleton variant="rectangular" height={96} />
      <CardContent>
        <Skeleton variant="circular" width={88} height={88} sx={{ mt: -6 }} />
        <Skeleton width="50%" height={40} sx={{ mt: 2 }} />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}

/**
 * A promotion's, wrestler's, team's or championship's page: its monogram and facts, the Follow button
 * with the follower count, links across, and its posts (`renderPosts`, composed by the route). An
 * unknown slug renders `notFound`; a slug of another kind goes to that kind's address.
 */
export function EntityPageView({
  slug,
  kind,
  notFound,
  renderPosts,
  renderBestRated,
}: {
  slug: string;
  kind: EntityKind;
  notFound: ReactNode;
  renderPosts: (entityId: string, empty: ReactNode) => ReactNode;
  /** A wrestler's or team's best-rated matches (issue 39; a lazy chunk composed by the route). */
  renderBestRated?: (entityId: string) => ReactNode;
}) {
  // Results are spoilers: titles, holders and reigns as before them until the fan asks.
  const [results, setResults] = useState(false);
  const query = useEntity(slug, results);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <>{notFound}</>;
  const { entity, following, related } = query.data;
  if (entity.kind !== kind) return <Navigate to={entityPath(entity)} replace />;
  const followable = (FOLLOWABLE_KINDS as readonly string[]).includes(entity.kind);
  const subtitle = entity.kind === 'promotion' && entity.shortName !== entity.name ? entity.shortName : null;
  const matches = entity.kind === 'wrestler' || entity.kind === 'team';
  // Results change titles, holders, reigns and "(c)": every page that shows one has the switch.
  const titled = matches || entity.kind === 'championship' || entity.kind === 'promotion';
  return (
    <Stack spacing={3}>
      <Card>
        <Box sx={{ height: 72, bgcolor: entity.colors.primary }} />
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, mt: -7 }}
          >
            <EntityMonogram entity={entity} size={88} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Chip size="small" label={WRESTLING_LABELS.kind[entity.kind]} sx={{ mb: 0.5 }} />
              <Typography
                variant="h4"
                component="h1"
                sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
              >
                {entity.name}
              </Typography>
              {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
            </Box>
            {followable && (
              <FollowEntityButton
                key={`${entity.id}-${following}`}
                entityId={entity.id}
                following={following}
                followerCount={entity.followerCount}
                name={entity.name}
              />
            )}
          </Stack>
          <Stack spacing={2.5} sx={{ mt: 3 }}>
            {titled && (
              <FormControlLabel
                sx={{ alignSelf: 'flex-start' }}
                control={<Switch checked={results} onChange={(e) => setResults(e.target.checked)} />}
                label={SHOW_TEXTS.showResults}
              />
            )}
            <Facts entity={entity} />
            <Chips
              title={entity.kind === 'championship' ? ENTITY_TEXTS.promotion : ENTITY_TEXTS.promotions}
              refs={related.promotions}
            />
            <Chips title={ENTITY_TEXTS.holders} refs={related.holders} />
            {entity.kind === 'championship' && !related.holders.length && (
              <Typography color="text.secondary">{ENTITY_TEXTS.vacant}</Typography>
            )}
            <Chips title={ENTITY_TEXTS.teams} refs={related.teams} />
            <Chips title={ENTITY_TEXTS.titles} refs={related.titles} />
            <Members members={related.members} />
            <Reigns reigns={related.reigns} />
            <Championships titles={related.championships} />
            <Shows
              title={matches ? ENTITY_TEXTS.upcomingMatches : ENTITY_TEXTS.upcomingShows}
              shows={related.upcomingShows}
              self={matches ? entity : null}
              upcoming
            />
            <Later>
              <Shows
                title={matches ? ENTITY_TEXTS.recentMatches : ENTITY_TEXTS.recentShows}
                shows={related.recentShows}
                self={matches ? entity : null}
                upcoming={false}
              />
              <Roster roster={related.roster} />
            </Later>
            {entity.demo && <Chip size="small" variant="outlined" label={CATALOGUE_TEXTS.demo} />}
          </Stack>
        </CardContent>
      </Card>
      {matches && renderBestRated && <Later>{renderBestRated(entity.id)}</Later>}
      <Later>
        <Section title={ENTITY_TEXTS.posts}>
          {renderPosts(
            entity.id,
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {CATALOGUE_TEXTS.noPosts}
            </Typography>,
          )}
        </Section>
      </Later>
    </Stack>
  );
}
