import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import SpoilerSettingsSection from './spoiler-settings-section';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
function answer(put: (body: unknown) => Response) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/settings/spoilers': () => jsonResponse({ protect: 'followed', liftAfter: '3d' }),
      'PUT /api/settings/spoilers': (init) => put(JSON.parse(String(init?.body))),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

describe('SpoilerSettingsSection', () => {
  it('shows the two choices as labelled radio groups, checked as stored', async () => {
    answer((body) => jsonResponse(body));
    renderWithProviders(<SpoilerSettingsSection />);
    const protect = screen.getByRole('radiogroup', { name: SPOILER_TEXTS.protectLabel });
    const lift = screen.getByRole('radiogroup', { name: SPOILER_TEXTS.liftLabel });
    await waitFor(() =>
      expect(within(protect).getByRole('radio', { name: 'Shows of promotions I follow' })).toBeEnabled(),
    );
    expect(within(protect).getByRole('radio', { name: 'Shows of promotions I follow' })).toBeChecked();
    expect(
      within(protect)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Shows of promotions I follow', 'All shows', 'No shows']);
    expect(within(lift).getByRole('radio', { name: 'After 3 days' })).toBeChecked();
    expect(within(lift).getAllByRole('radio')).toHaveLength(4);
  });

  it('saves a choice at once with the "Saved" toast', async () => {
    answer((body) => jsonResponse(body));
    const { user } = renderWithProviders(<SpoilerSettingsSection />);
    const lift = screen.getByRole('radiogroup', { name: SPOILER_TEXTS.liftLabel });
    await waitFor(() =>
      expect(within(lift).getByRole('radio', { name: 'Never (until I mark it watched)' })).toBeEnabled(),
    );
    await user.click(within(lift).getByRole('radio', { name: 'Never (until I mark it watched)' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(SPOILER_TEXTS.saved);
    expect(within(lift).getByRole('radio', { name: 'Never (until I mark it watched)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'All shows' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'All shows' })).toBeChecked());
    expect(
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => JSON.parse(String(init?.body))),
    ).toEqual([
      { protect: 'followed', liftAfter: 'never' },
      { protect: 'all', liftAfter: 'never' },
    ]);
  });

  it('keeps the stored choice and says why when the save is refused', async () => {
    answer(() => jsonResponse({ message: SPOILER_TEXTS.badLift }, 400));
    const { user } = renderWithProviders(<SpoilerSettingsSection />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'After 7 days' })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'After 7 days' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(SPOILER_TEXTS.settingsFailed);
    expect(toast).toHaveTextContent(SPOILER_TEXTS.badLift);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'After 3 days' })).toBeChecked());
  });
});
