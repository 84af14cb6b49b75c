import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { CookieConsentBanner } from '@/features/cookie-consent/components/cookie-consent';
import { getConfig } from '@/lib/config';
import { hasStoredSession } from '@/lib/session/auth';
import { type SessionState, useSessionState } from '@/lib/session/session-state';
import { EmailNotice } from './email-notice';

/** Route screens are split into their own chunks and loaded on first visit. */
const LandingRoute = lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
const SignupRoute = lazy(() => import('./routes/signup').then((m) => ({ default: m.SignupRoute })));
const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const OnboardingRoute = lazy(() =>
  import('./routes/onboarding').then((m) => ({ default: m.OnboardingRoute })),
);
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));
const SearchRoute = lazy(() => import('./routes/search').then((m) => ({ default: m.SearchRoute })));
const HashtagRoute = lazy(() => import('./routes/search').then((m) => ({ default: m.HashtagRoute })));
const TrendingRoute = lazy(() => import('./routes/trending').then((m) => ({ default: m.TrendingRoute })));
const SettingsRoute = lazy(() => import('./routes/settings').then((m) => ({ default: m.SettingsRoute })));
// Issue 28, part B: shows (the calendar and a show's page).
const ShowsRoute = lazy(() => import('./routes/shows').then((m) => ({ default: m.ShowsRoute })));
const ShowRoute = lazy(() => import('./routes/shows').then((m) => ({ default: m.ShowRoute })));
// Issue 38: a show's live room.
const RoomRoute = lazy(() => import('./routes/rooms').then((m) => ({ default: m.RoomRoute })));
// Issue 39: a match's page (its ratings), from the shows' chunk: no new entry in the app chunk's preload map.
const MatchRoute = lazy(() => import('./routes/shows').then((m) => ({ default: m.MatchRoute })));
const PostRoute = lazy(() => import('./routes/post').then((m) => ({ default: m.PostRoute })));
const AdminRoute = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminRoute })));
// --- Issue 28, part A: entity pages (one chunk for the four kinds) ---
const PromotionRoute = lazy(() => import('./routes/wrestling').then((m) => ({ default: m.PromotionRoute })));
const WrestlerRoute = lazy(() => import('./routes/wrestling').then((m) => ({ default: m.WrestlerRoute })));
const TeamRoute = lazy(() => import('./routes/wrestling').then((m) => ({ default: m.TeamRoute })));
const ChampionshipRoute = lazy(() =>
  import('./routes/wrestling').then((m) => ({ default: m.ChampionshipRoute })),
);
/** The gates' redirects (a member layout for a signed-in non-admin on /admin): rare, so not in the entry. */
const AccessDeniedRedirect = lazy(() =>
  import('./routes/gates').then((m) => ({ default: m.AccessDeniedRedirect })),
);
const LoggedOutRedirect = lazy(() =>
  import('./routes/gates').then((m) => ({ default: m.LoggedOutRedirect })),
);
/**
 * The Cookie Policy modal for the cookie banner, loaded on first open with the legal texts.
 * routes/settings.tsx keeps its own copy: a route chunk importing a module of the entry can make Rolldown
 * split the entry chunk (see session-notice.ts).
 */
const CookiePolicyDialog = lazy(() =>
  import('@/features/legal/components/legal-documents').then((m) => ({ default: m.CookiePolicyDialog })),
);
/** The live channel and the notifications poll: loaded once a fan is signed in, beside the first screen. */
const LiveNotifications = lazy(() => import('@/features/notifications/components/live-notifications'));

/**
 * Starts fetching the first screen's chunks before /config.json and the session answer come back (the
 * lazy components above then find them loaded): the log-in screen for a visitor at "/", the home screen
 * and the live channel (with the schemas) for a browser with a stored session (the token is read without
 * Amplify while it is valid: lib/session/auth.ts). Other paths load on render as before.
 */
export function preloadFirstScreen(): void {
  if (window.location.pathname !== '/') return;
  const preload = (load: () => Promise<unknown>) => void load().catch(() => undefined);
  if (hasStoredSession()) {
    preload(() => import('./routes/home'));
    preload(() => import('@/features/notifications/components/live-notifications'));
    // What checking the fan's answer imports (lib/session/get-current-user).
    preload(() => import('@shared/schemas/users'));
  } else {
    preload(() => import('./routes/landing'));
  }
}

/** The chunk behind each screen address, for prefetching on intent (same modules as the lazy routes). */
const ROUTE_CHUNKS: ReadonlyArray<readonly [RegExp, () => Promise<unknown>]> = [
  [/^\/$/, () => import('./routes/home')],
  [/^\/signup$/, () => import('./routes/signup')],
  [/^\/forgot-password$/, () => import('./routes/forgot-password')],
  [/^\/profile(\/|$)/, () => import('./routes/profile')],
  [/^\/(search|hashtag\/)/, () => import('./routes/search')],
  [/^\/trending$/, () => import('./routes/trending')],
  [/^\/settings$/, () => import('./routes/settings')],
  [/^\/admin$/, () => import('./routes/admin')],
  [/^\/(promotions|wrestlers|teams|championships)\//, () => import('./routes/wrestling')],
  [/^\/shows\/[^/]+\/live$/, () => import('./routes/rooms')],
  [/^\/(shows|matches)(\/|$)/, () => import('./routes/shows')],
  [/^\/posts\//, () => import('./routes/post')],
];

/**
 * Prefetches a screen's chunk when the pointer rests on, the keyboard focuses or a finger touches a link to
 * it, so the click finds it loaded. One listener for every in-app link; returns the uninstall function.
 */
export function installRoutePrefetch(): () => void {
  const fetched = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const chunk = ROUTE_CHUNKS.find(([pattern]) => pattern.test(link.pathname));
    if (!chunk || fetched.has(chunk[0].source)) return;
    fetched.add(chunk[0].source);
    void chunk[1]().catch(() => fetched.delete(chunk[0].source));
  };
  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
  };
}

/** Member paths other than "/" and /admin (which has its own gate). */
export const MEMBER_PATHS = [
  '/profile/:userId?',
  '/search',
  '/trending',
  '/hashtag/:hashtag',
  '/settings',
  '/promotions/:slug',
  '/wrestlers/:slug',
  '/teams/:slug',
  '/championships/:slug',
  // Issue 28, part B
  '/shows',
  '/shows/:showId',
  // Issue 38: a show's live room
  '/shows/:showId/live',
  // Issue 35: a post by its id (a notification's), or its not-found screen.
  '/posts/:postId',
  // Issue 39: a match's page
  '/matches/:matchId',
  // Issue 39: the picks leaderboards
  '/leaderboards',
] as const;

/**
 * SPEC 2's route table by session state:
 * - loading / logged out: "/" log-in (while loading only without a stored session), /signup,
 *   /forgot-password; member screens wait for loading, then gate;
 * - logged in, profile incomplete: every path renders onboarding;
 * - logged in, profile complete: the member screens and /settings ( /onboarding renders home, /signup and
 *   /forgot-password go to / );
 * - any state: unmatched paths show the 404 screen.
 */
export function routesFor(session: SessionState): RouteObject[] {
  const notFound: RouteObject = { path: '*', element: <NotFoundRoute /> };
  switch (session.status) {
    case 'loading':
    case 'anonymous': {
      const loading = session.status === 'loading';
      const wait = <PageLoader label="Checking your session" />;
      // A visitor sees the log-in screen at once; a browser with a stored session waits for the fan's
      // screen instead of fetching (and flashing) the log-in screen first.
      const landing = loading && hasStoredSession() ? wait : <LandingRoute />;
      return [
        { path: '/', element: landing },
        { path: '/signup', element: <SignupRoute /> },
        { path: '/forgot-password', element: <ForgotPasswordRoute /> },
        { path: '/onboarding', element: loading ? wait : <Navigate to="/" replace /> },
        { path: '/admin', element: loading ? wait : <AccessDeniedRedirect user={null} /> },
        ...MEMBER_PATHS.map((path) => ({ path, element: loading ? wait : <LoggedOutRedirect /> })),
        notFound,
      ];
    }
    case 'incomplete':
      return [
        {
          path: '*',
          element: <OnboardingRoute user={session.user} notice={<EmailNotice user={session.user} />} />,
        },
      ];
    case 'complete': {
      const { user } = session;
      const notice = <EmailNotice user={user} />;
      return [
        { path: '/', element: <HomeRoute user={user} notice={notice} /> },
        { path: '/onboarding', element: <HomeRoute user={user} notice={notice} /> },
        { path: '/signup', element: <Navigate to="/" replace /> },
        { path: '/forgot-password', element: <Navigate to="/" replace /> },
        { path: '/profile/:userId?', element: <ProfileRoute user={user} notice={notice} /> },
        { path: '/search', element: <SearchRoute user={user} notice={notice} /> },
        { path: '/trending', element: <TrendingRoute user={user} notice={notice} /> },
        { path: '/hashtag/:hashtag', element: <HashtagRoute user={user} notice={notice} /> },
        { path: '/settings', element: <SettingsRoute user={user} /> },
        { path: '/promotions/:slug', element: <PromotionRoute user={user} notice={notice} /> },
        { path: '/wrestlers/:slug', element: <WrestlerRoute user={user} notice={notice} /> },
        { path: '/teams/:slug', element: <TeamRoute user={user} notice={notice} /> },
        { path: '/championships/:slug', element: <ChampionshipRoute user={user} notice={notice} /> },
        // Issue 28, part B: shows
        { path: '/shows', element: <ShowsRoute user={user} notice={notice} /> },
        { path: '/shows/:showId', element: <ShowRoute user={user} notice={notice} /> },
        { path: '/shows/:showId/live', element: <RoomRoute user={user} notice={notice} /> },
        { path: '/posts/:postId', element: <PostRoute user={user} notice={notice} /> },
        { path: '/matches/:matchId', element: <MatchRoute user={user} notice={notice} /> },
        // Issue 39: the picks leaderboards, drawn by the shows chunk's route (routes/shows.tsx): no entry
        // of its own in this chunk.
        { path: '/leaderboards', element: <ShowsRoute user={user} notice={notice} /> },
        {
          path: '/admin',
          element: user.isAdmin ? (
            <AdminRoute user={user} notice={notice} />
          ) : (
            <AccessDeniedRedirect user={user} />
          ),
        },
        notFound,
      ];
    }
  }
}

export function AppRoutes({ session }: { session: SessionState }) {
  const element = useRoutes(routesFor(session));
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}

function ScrollToTop({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A new screen starts at the top (the path is the trigger, not an input).
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return children;
}

/** What runs for a signed-in fan whatever the screen: mounted once, so a new screen keeps the socket. */
function SignedIn({ userId }: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <LiveNotifications key={userId} userId={userId} wsUrl={getConfig().wsUrl} />
    </Suspense>
  );
}

function SessionRoutes() {
  const session = useSessionState();
  return (
    <>
      <AppRoutes session={session} />
      {session.user && <SignedIn userId={session.user.id} />}
    </>
  );
}

/** The cookie banner on every screen; "Cookie Policy" in its text opens the legal feature's modal. */
export function CookieBanner() {
  return <CookieConsentBanner policyDialog={CookiePolicyDialog} />;
}

export function AppRouter() {
  useEffect(installRoutePrefetch, []);
  return (
    <BrowserRouter>
      <ScrollToTop>
        <SessionRoutes />
      </ScrollToTop>
      <CookieBanner />
    </BrowserRouter>
  );
}
