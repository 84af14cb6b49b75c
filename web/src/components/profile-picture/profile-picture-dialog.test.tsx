import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import type { PictureUploaderProps } from './picture-uploader';
import { type PictureToastStyle, ProfilePictureDialog } from './profile-picture-dialog';

// Uppy itself runs in the e2e suite; here a stand-in reports what the uploader would.
const UPLOADED = 'http://127.0.0.1:8912/ringside-uploads/uploads/u1/01J.png';
vi.mock('./picture-uploader', () => ({
  default: ({ onUploaded, onFailed }: PictureUploaderProps) => (
    <div>
      <button type="button" onClick={() => onUploaded(UPLOADED)}>
        finish upload
      </button>
      <button type="button" onClick={() => onFailed()}>
        fail upload
      </button>
    </div>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderDialog(toastStyle?: PictureToastStyle, onSaved?: () => void) {
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <ProfilePictureDialog open onClose={onClose} toastStyle={toastStyle} onSaved={onSaved} />,
  );
  return { ...result, onClose };
}

async function expectToast(text: string) {
  expect(await screen.findByTestId('toast')).toHaveTextContent(text);
}

describe('ProfilePictureDialog', () => {
  it('saves the uploaded address as the picture, refreshes the session user and closes', async () => {
    const updated = makeUser({ profileImageUrl: '/media/uploads/u1/01J.png' });
    fetchMock.mockResolvedValue(jsonResponse(updated));
    const { user, queryClient, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Update profile picture' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'finish upload' }));
    await expectToast('Profile picture updatedYour profile picture has been successfully updated!');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/profile-picture',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ profileImageURL: UPLOADED }) }),
    );
    expect(queryClient.getQueryData(['/api/user'])).toEqual(updated);
    expect(onClose).toHaveBeenCalled();
  });

  it('hands the updated fan to onSaved instead when given', async () => {
    const updated = makeUser({ profileImageUrl: '/media/uploads/u1/01J.png' });
    fetchMock.mockResolvedValue(jsonResponse(updated));
    const onSaved = vi.fn();
    const { user, queryClient } = renderDialog('uploader', onSaved);
    await user.click(await screen.findByRole('button', { name: 'finish upload' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(updated));
    expect(queryClient.getQueryData(['/api/user'])).toBeUndefined();
  });

  it('reports a failed upload ("...error uploading...") and closes', async () => {
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'fail upload' }));
    await expectToast('Upload failedThere was an error uploading your profile picture. Please try again.');
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a refused update ("...error updating...") and closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'The image must be one of your own uploads' }, 400));
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'finish upload' }));
    await expectToast('Upload failedThere was an error updating your profile picture. Please try again.');
    expect(onClose).toHaveBeenCalled();
  });

  it("uses the profile screen's wording there", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(makeUser()));
    const { user } = renderDialog('profile');
    await user.click(await screen.findByRole('button', { name: 'finish upload' }));
    await expectToast('Profile picture updated successfully');
    await user.click(screen.getByRole('button', { name: 'fail upload' }));
    await expectToast('Failed to update profile picture');
  });
});
