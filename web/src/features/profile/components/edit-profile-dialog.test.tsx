import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { EditProfileDialog } from './edit-profile-dialog';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const fan = makeUser();

function renderDialog() {
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const result = renderWithProviders(<EditProfileDialog user={fan} open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const save = () => result.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  return { ...result, dialog, field, save, onClose };
}

describe('EditProfileDialog', () => {
  it('starts from the saved profile with the five fields', () => {
    const { field, dialog } = renderDialog();
    expect(field('Display Name')).toHaveValue(fan.displayName);
    expect(field('Handle')).toHaveValue(fan.handle);
    expect(field('Bio')).toHaveValue(fan.bio);
    expect(field('Favorite Wrestlers')).toHaveValue(fan.favoriteWrestlers);
    expect(field('Favorite Promotions')).toHaveValue(fan.favoritePromotions);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it.each([
    ['Display Name', '   ', 'Display name is required'],
    ['Handle', '', 'Handle is required'],
    ['Handle', 'bad handle!', 'Handle can only contain letters, numbers, and underscores'],
  ])('refuses %s "%s" with "%s" and sends nothing', async (label, value, message) => {
    const { user, field, save, dialog } = renderDialog();
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
    await save();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the trimmed fields, updates the session user, toasts and closes', async () => {
    const updated = makeUser({ displayName: 'The Rattlesnake', handle: 'rattlesnake' });
    fetchMock.mockResolvedValue(jsonResponse(updated));
    const { user, field, save, queryClient, onClose } = renderDialog();
    await user.clear(field('Display Name'));
    await user.type(field('Display Name'), ' The Rattlesnake ');
    await user.clear(field('Handle'));
    await user.type(field('Handle'), 'rattlesnake');
    await save();
    expect(await screen.findByTestId('toast')).toHaveTextContent('Profile updated successfully');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      displayName: 'The Rattlesnake',
      handle: 'rattlesnake',
      bio: fan.bio,
      favoriteWrestlers: fan.favoriteWrestlers,
      favoritePromotions: fan.favoritePromotions,
    });
    expect(queryClient.getQueryData(['/api/user'])).toEqual(updated);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a taken handle next to the handle, with "Failed to update profile"', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'That handle is already taken' }, 409));
    const { save, dialog, field, onClose } = renderDialog();
    await save();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to update profile');
    expect(toast).toHaveTextContent('That handle is already taken');
    expect(within(dialog).getByText('That handle is already taken')).toBeInTheDocument();
    expect(field('Handle')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows other refusals above the buttons', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Handle must be at least 3 characters' }, 400));
    const { save, dialog } = renderDialog();
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Handle must be at least 3 characters',
    );
  });

  it('reads "Saving..." while pending', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { save, dialog } = renderDialog();
    await save();
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
