import { profileCompleteness } from '@shared/profile';
import type { CurrentUser } from '@shared/schemas/users';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProvider } from '@/app/provider';
import { getQueryFn } from '@/lib/api-client';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** Shows the current location so tests can assert navigations. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
) {
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, user, queryClient };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '01JTESTUSER0000000000000000',
    displayName: 'Stone Cold Fan',
    handle: 'stunner',
    bio: 'And that is the bottom line.',
    favoriteWrestlers: 'Steve Austin',
    favoritePromotions: 'WWF',
    profileImageUrl: null,
    followerCount: 3,
    followingCount: 5,
    isAdmin: false,
    createdAt: '2025-10-04T00:00:00.000Z',
    email: 'stone.cold@ringside.local',
    unreadNotifications: 0,
    mentionPolicy: 'everyone',
    replyPolicy: 'everyone',
    completeness: {
      isComplete: true,
      missingFields: [],
      completedFields: ['profile_picture', 'bio', 'favorite_wrestlers', 'favorite_promotions'],
      percent: 100,
    },
    confirmEmailBy: null,
    ...overrides,
  };
}

/** A fan whose completeness follows from the given profile fields (as the API computes it). */
export function makeFan(overrides: Partial<Omit<CurrentUser, 'completeness'>> = {}): CurrentUser {
  const user = makeUser(overrides);
  return { ...user, completeness: profileCompleteness(user) };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * A create's server failure that stays one through the SPA's retries (lib/api-client.ts `apiCreate`
 * sends a create again after a 5xx): 500, and Retry-After 0 so the retries do not wait.
 */
export const failingCreate = () => jsonResponse({ message: 'boom' }, 500, { 'Retry-After': '0' });
