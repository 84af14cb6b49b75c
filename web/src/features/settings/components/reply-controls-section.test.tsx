import { MENTION_TEXTS } from '@shared/messages-controls';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { ReplyControlsSection } from './reply-controls-section';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const sentProfile = () => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/profile' && init?.method === 'PUT');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('ReplyControlsSection', () => {
  it('shows both choices with a one-line explanation each, starting from the fan’s own', () => {
    renderWithProviders(
      <ReplyControlsSection user={makeUser({ mentionPolicy: 'following', replyPolicy: 'mentioned' })} />,
    );
    const mention = screen.getByRole('radiogroup', { name: MENTION_TEXTS.whoCanMentionTitle });
    expect(mention).toHaveAccessibleDescription(MENTION_TEXTS.whoCanMentionHelp);
    expect(
      screen.getByRole('radiogroup', { name: MENTION_TEXTS.whoCanReplyTitle }),
    ).toHaveAccessibleDescription(MENTION_TEXTS.whoCanReplyHelp);
    expect(screen.getAllByRole('radio', { name: MENTION_TEXTS.mentionPolicy.following })[0]).toBeChecked();
    expect(screen.getByRole('radio', { name: MENTION_TEXTS.replyPolicy.mentioned })).toBeChecked();
  });

  it('saves a choice at once (PUT /api/profile) and says so', async () => {
    fetchMock.mockResolvedValue(jsonResponse(makeUser({ mentionPolicy: 'following' })));
    const { user } = renderWithProviders(<ReplyControlsSection user={makeUser()} />);
    const group = screen.getByRole('radiogroup', { name: MENTION_TEXTS.whoCanMentionTitle });
    await user.click(
      [...group.querySelectorAll('input')].find((i) => i.value === 'following') as HTMLInputElement,
    );
    await waitFor(() => expect(sentProfile()).toEqual({ mentionPolicy: 'following' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(MENTION_TEXTS.saved);
  });
});
