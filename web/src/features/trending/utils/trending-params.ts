import { DEFAULT_TIMEFRAME, TIMEFRAMES } from '@shared/constants';
import type { Timeframe } from '@shared/schemas/common';

/** The screen's four tabs, in order; the first is the default. */
export const TRENDING_TABS = ['hashtags', 'content', 'creators', 'discovery'] as const;
export type TrendingTab = (typeof TRENDING_TABS)[number];
export const DEFAULT_TAB: TrendingTab = 'hashtags';

/** The address's query parameters: /trending?tab=content&timeframe=week. */
export const TAB_PARAM = 'tab';
export const TIMEFRAME_PARAM = 'timeframe';

const isTimeframe = (value: string | null): value is Timeframe =>
  (TIMEFRAMES as readonly (string | null)[]).includes(value);
const isTab = (value: string | null): value is TrendingTab =>
  (TRENDING_TABS as readonly (string | null)[]).includes(value);

/** The timeframe and tab an address asks for; a missing or unknown value is the default (day, hashtags). */
export function readTrendingParams(params: URLSearchParams): { timeframe: Timeframe; tab: TrendingTab } {
  const timeframe = params.get(TIMEFRAME_PARAM);
  const tab = params.get(TAB_PARAM);
  return {
    timeframe: isTimeframe(timeframe) ? timeframe : DEFAULT_TIMEFRAME,
    tab: isTab(tab) ? tab : DEFAULT_TAB,
  };
}

/**
 * The query parameters for a timeframe and a tab, the other parameters kept: a default value is left out, so
 * plain /trending is the 24-hour hashtags.
 */
export function writeTrendingParams(
  params: URLSearchParams,
  { timeframe, tab }: { timeframe: Timeframe; tab: TrendingTab },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (timeframe === DEFAULT_TIMEFRAME) next.delete(TIMEFRAME_PARAM);
  else next.set(TIMEFRAME_PARAM, timeframe);
  if (tab === DEFAULT_TAB) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}
