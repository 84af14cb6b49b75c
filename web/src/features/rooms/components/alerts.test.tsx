import { ROOM_TEXTS } from '@shared/messages-rooms';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { AlertBell } from './alert-bell';
import AlertsSettingsSection from './alerts-settings-section';

const SHOW = '01J0SHOW0000000000000000AA';
const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

describe('AlertsSettingsSection', () => {
  function answer(put: (body: unknown) => Response) {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/settings/alerts': () => jsonResponse({ showNight: false }),
        'PUT /api/settings/alerts': (init) => put(JSON.parse(String(init?.body))),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
  }

  it('is a labelled switch, off by default, saved as it is flipped with the "Saved" toast', async () => {
    answer((body) => jsonResponse(body));
    const { user } = renderWithProviders(<AlertsSettingsSection />);
    const toggle = screen.getByRole('switch', { name: ROOM_TEXTS.alertsHeading });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByTestId('toast')).toHaveTextContent(ROOM_TEXTS.alertsSaved);
    expect(toggle).toBeChecked();
    expect(puts()).toEqual([['/api/settings/alerts', { showNight: true }]]);
  });

  it('stays off and says why when the save is refused', async () => {
    answer(() => jsonResponse({ message: 'Try again later' }, 503));
    const { user } = renderWithProviders(<AlertsSettingsSection />);
    const toggle = screen.getByRole('switch', { name: ROOM_TEXTS.alertsHeading });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByTestId('toast')).toHaveTextContent(ROOM_TEXTS.alertsFailed);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});

describe('AlertBell', () => {
  function answer(on: boolean, put: (body: { on: boolean }) => Response) {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/shows/${SHOW}/alerts`]: () => jsonResponse({ showId: SHOW, on }),
        [`PUT /api/shows/${SHOW}/alerts`]: (init) => put(JSON.parse(String(init?.body))),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
  }

  it('is a toggle button named by its state, pressed when on, flipped at once and saved', async () => {
    answer(false, (body) => jsonResponse({ showId: SHOW, on: body.on }));
    const { user } = renderWithProviders(<AlertBell showId={SHOW} />);
    const off = await screen.findByRole('button', { name: ROOM_TEXTS.alertsOff });
    await waitFor(() => expect(off).toBeEnabled());
    expect(off).toHaveAttribute('aria-pressed', 'false');
    await user.click(off);
    const on = await screen.findByRole('button', { name: ROOM_TEXTS.alertsOn });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(puts()).toEqual([[`/api/shows/${SHOW}/alerts`, { on: true }]]);
  });

  it('comes back off with a toast when the save fails', async () => {
    answer(false, () => jsonResponse({ message: 'No such show' }, 404));
    const { user } = renderWithProviders(<AlertBell showId={SHOW} />);
    const off = await screen.findByRole('button', { name: ROOM_TEXTS.alertsOff });
    await waitFor(() => expect(off).toBeEnabled());
    await user.click(off);
    expect(await screen.findByTestId('toast')).toHaveTextContent(ROOM_TEXTS.alertsFailed);
    expect(await screen.findByRole('button', { name: ROOM_TEXTS.alertsOff })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
