import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { ShowWatch } from '@shared/schemas/spoilers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { WatchButtons } from './watch-buttons';
import { WatchMenuButton } from './watch-menu-button';

const SHOW = '01J00000000000000000000SHW';
const WATCH = `/api/shows/${SHOW}/watch`;
const watch = (status: ShowWatch['status'], prot = false): ShowWatch => ({
  showId: SHOW,
  status,
  protected: prot,
  revealAt: null,
});

const fetchMock = vi.fn<typeof fetch>();
function answer(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
}
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

describe('WatchButtons', () => {
  it('offers the three statuses as named buttons, the current one pressed', async () => {
    answer({ [`GET ${WATCH}`]: () => jsonResponse(watch('later', true)) });
    renderWithProviders(<WatchButtons showId={SHOW} showName="Raw" />);
    const group = screen.getByRole('group', { name: 'How are you watching Raw?' });
    const later = within(group).getByRole('button', { name: SPOILER_TEXTS.statusLabels.later });
    await waitFor(() => expect(later).toHaveAttribute('aria-pressed', 'true'));
    for (const status of ['live', 'watched'] as const)
      expect(within(group).getByRole('button', { name: SPOILER_TEXTS.statusLabels[status] })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    expect(within(group).queryByRole('button', { name: SPOILER_TEXTS.statusLabels.unprotected })).toBeNull();
  });

  it('shows "Watching later" pressed for a protected show the fan said nothing about, and nothing for an open one', async () => {
    answer({ [`GET ${WATCH}`]: () => jsonResponse(watch(null, true)) });
    const { unmount } = renderWithProviders(<WatchButtons showId={SHOW} showName="Raw" />);
    const later = () => screen.getByRole('button', { name: SPOILER_TEXTS.statusLabels.later });
    await waitFor(() => expect(later()).toHaveAttribute('aria-pressed', 'true'));
    unmount();
    answer({ [`GET ${WATCH}`]: () => jsonResponse(watch(null, false)) });
    renderWithProviders(<WatchButtons showId={SHOW} showName="Raw" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    for (const status of ['live', 'later', 'watched'] as const)
      expect(screen.getByRole('button', { name: SPOILER_TEXTS.statusLabels[status] })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
  });

  it('marks a tapped status at once and saves it', async () => {
    let release: (r: Response) => void = () => {};
    answer({
      [`GET ${WATCH}`]: () => jsonResponse(watch(null, true)),
      [`PUT ${WATCH}`]: () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const { user } = renderWithProviders(<WatchButtons showId={SHOW} showName="Raw" />);
    const live = screen.getByRole('button', { name: SPOILER_TEXTS.statusLabels.live });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.click(live);
    // Pressed before the server answered.
    expect(live).toHaveAttribute('aria-pressed', 'true');
    expect(puts()).toEqual([{ url: WATCH, body: { status: 'live' } }]);
    release(jsonResponse(watch('live')));
    await waitFor(() => expect(live).toHaveAttribute('aria-pressed', 'true'));
  });

  it('puts the old status back with the error toast when the save fails', async () => {
    answer({
      [`GET ${WATCH}`]: () => jsonResponse(watch('later', true)),
      [`PUT ${WATCH}`]: () => jsonResponse({ message: 'Show not found' }, 404),
    });
    const { user } = renderWithProviders(<WatchButtons showId={SHOW} showName="Raw" />);
    const later = screen.getByRole('button', { name: SPOILER_TEXTS.statusLabels.later });
    await waitFor(() => expect(later).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: SPOILER_TEXTS.statusLabels.watched }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(SPOILER_TEXTS.watchFailed);
    expect(toast).toHaveTextContent('Show not found');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(later).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: SPOILER_TEXTS.statusLabels.watched })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('WatchMenuButton (the calendar)', () => {
  it('asks nothing until opened, then offers the statuses as radio items and saves a choice', async () => {
    answer({
      [`GET ${WATCH}`]: () => jsonResponse(watch('live')),
      [`PUT ${WATCH}`]: () => jsonResponse(watch('later', true)),
    });
    const { user } = renderWithProviders(<WatchMenuButton showId={SHOW} showName="Raw" />);
    const button = screen.getByRole('button', { name: 'How are you watching Raw?' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'How are you watching Raw?' });
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitemradio', { name: SPOILER_TEXTS.statusLabels.live }),
      ).toHaveAttribute('aria-checked', 'true'),
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: SPOILER_TEXTS.statusLabels.later }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(puts()).toEqual([{ url: WATCH, body: { status: 'later' } }]);
  });
});
