import { Box, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { TIMEFRAME_LABELS, TIMEFRAMES } from '@shared/constants';
import { TRENDING_TEXTS } from '@shared/messages-social';
import type { Timeframe } from '@shared/schemas/common';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  readTrendingParams,
  TRENDING_TABS,
  type TrendingTab,
  writeTrendingParams,
} from '@/features/trending/utils/trending-params';
import { PopularCreators } from './popular-creators';
import { TrendingHashtags } from './trending-hashtags';
import { TrendingEmpty } from './trending-states';
import { TrendingWrestlers } from './trending-wrestlers';

const tabId = (tab: TrendingTab) => `trending-tab-${tab}`;
const panelId = (tab: TrendingTab) => `trending-panel-${tab}`;

/**
 * Trending & Discovery (SPEC 2): a timeframe (24 Hours, 7 Days, 30 Days) and four tabs, both in the address
 * (?timeframe=week&tab=content) so back, forward, reload and a shared link show the same thing. The post
 * tabs are lists of post cards the route passes in; `empty` is each one's empty state.
 */
export function TrendingScreen({
  renderContent,
  renderDiscovery,
  renderTopRated,
}: {
  /** Popular Content: the timeframe's posts, each with its engagement badge. */
  renderContent: (timeframe: Timeframe, empty: ReactNode) => ReactNode;
  /** Discovery Feed: posts by creators the fan does not follow yet, each tagged "New creator". */
  renderDiscovery: (timeframe: Timeframe, empty: ReactNode) => ReactNode;
  /** Top rated matches of the week, month or year (issue 39; a lazy chunk composed by the route). */
  renderTopRated?: () => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const { timeframe, tab } = readTrendingParams(params);
  // Each choice is a history entry: back returns to the previous tab or timeframe.
  const choose = (next: { timeframe?: Timeframe; tab?: TrendingTab }) =>
    setParams((current) => writeTrendingParams(current, { timeframe, tab, ...next }));

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
            {TRENDING_TEXTS.title}
          </Typography>
          <Typography color="text.secondary">
            What the crowd is talking about: rising hashtags, hot posts and the fans behind them.
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={timeframe}
          onChange={(_e, value: Timeframe | null) => {
            if (value && value !== timeframe) choose({ timeframe: value });
          }}
          aria-label="Timeframe"
          sx={{ flexShrink: 0 }}
        >
          {TIMEFRAMES.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.5, fontWeight: 700, textTransform: 'none' }}>
              {TIMEFRAME_LABELS[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      <Box sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: TrendingTab) => choose({ tab: value })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={TRENDING_TEXTS.title}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {TRENDING_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={TRENDING_TEXTS.tabs[value]}
              id={tabId(value)}
              aria-controls={panelId(value)}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
          {tab === 'hashtags' && (
            <>
              <TrendingHashtags timeframe={timeframe} />
              <TrendingWrestlers timeframe={timeframe} />
              {renderTopRated?.()}
            </>
          )}
          {tab === 'content' && renderContent(timeframe, <TrendingEmpty text={TRENDING_TEXTS.noContent} />)}
          {tab === 'creators' && <PopularCreators timeframe={timeframe} />}
          {tab === 'discovery' && (
            <Stack spacing={2}>
              <Typography color="text.secondary">{TRENDING_TEXTS.discoveryIntro}</Typography>
              {renderDiscovery(timeframe, <TrendingEmpty text={TRENDING_TEXTS.noDiscoveries} />)}
            </Stack>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
