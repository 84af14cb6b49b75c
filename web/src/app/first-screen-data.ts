import { getEntity, getFeed, getShow } from '@shared/manifest/first-screen-route-entries';
import type { QueryClient } from '@tanstack/react-query';
import { dropEarly, requestEarly } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { loadedConfig } from '@/lib/config';
import { storedIdToken } from '@/lib/session/auth';
import { currentUserQueryOptions } from '@/lib/session/get-current-user';
import { sessionStateOf } from '@/lib/session/session-state';

/**
 * A signed-in fan opening "/" lands on the home feed (SPEC 2) unless the profile is incomplete. With a
 * valid token stored, the feed's first page is asked for beside GET /api/user instead of after its answer
 * and the home screen's render: on a phone that second round trip is the longest wait before a post
 * shows. The request goes out at once (`requestEarly`), before the feed's code (its schemas, its query)
 * has loaded; that code then takes the answer and puts the page in the cache. If the answer is not a
 * complete profile (onboarding, or no session after all), the page is dropped again so a later home
 * screen asks afresh. Without a valid stored token (a visitor, or a token Amplify must refresh first)
 * nothing is asked here: the home screen asks when it shows.
 */
export function prefetchFirstScreenData(queryClient: QueryClient): void {
  const path = window.location.pathname;
  if (path !== '/') return void requestPageEarly(path);
  if (!storedIdToken(loadedConfig()?.userPoolClientId)) return;
  const feedUrl = apiPath(getFeed);
  requestEarly(feedUrl);
  const user = queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null);
  void import('@/features/posts/api/get-feed')
    .then(async ({ feedQueryOptions }) => {
      const feed = feedQueryOptions();
      const page = queryClient.prefetchInfiniteQuery(feed);
      if (sessionStateOf({ isPending: false, data: await user }).status === 'complete') return;
      await page;
      queryClient.removeQueries({ queryKey: feed.queryKey, exact: true });
    })
    .catch(() => dropEarly(feedUrl));
}

/**
 * A wrestler's, team's, promotion's, championship's or show's page opened directly: its one answer (what
 * its largest paint waits for) is asked for at once, beside GET /api/user, instead of after the route's
 * chunk has loaded (about 600 ms later on a Lighthouse run); the page's query takes it (`requestEarly`),
 * or it is dropped unused after 10 s. Only with a valid stored token: else the page asks when it shows.
 */
function requestPageEarly(path: string): void {
  const entity = /^\/(?:promotions|wrestlers|teams|championships)\/([^/]+)$/.exec(path)?.[1];
  const show = /^\/shows\/([0-9A-Z]{26})$/.exec(path)?.[1];
  if ((!entity && !show) || !storedIdToken(loadedConfig()?.userPoolClientId)) return;
  requestEarly(
    entity
      ? apiPath(getEntity, { slugOrId: decodeURIComponent(entity) })
      : apiPath(getShow, { showId: show as string }),
  );
}
