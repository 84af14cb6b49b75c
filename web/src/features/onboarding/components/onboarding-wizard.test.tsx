import type { CurrentUser } from '@shared/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '@/lib/session/get-current-user';
import { createTestQueryClient, jsonResponse, makeFan, renderWithProviders } from '@/testing/test-utils';
import { OnboardingWizard } from './onboarding-wizard';

// The real dialog is covered by its own test and the e2e suite; here it just "uploads".
const uploaded = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/components/profile-picture/profile-picture-dialog', () => ({
  ProfilePictureDialog: ({ open, onSaved }: { open: boolean; onSaved: (u: CurrentUser) => void }) =>
    open ? (
      <button type="button" onClick={() => uploaded.user && onSaved(uploaded.user)}>
        fake upload
      </button>
    ) : null,
}));

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const PICTURE = '/media/uploads/u1/pic.png';
const blank = { profileImageUrl: null, bio: '', favoriteWrestlers: '', favoritePromotions: '' };
const filled = { profileImageUrl: PICTURE, bio: 'Hi', favoriteWrestlers: 'Sting', favoritePromotions: 'WCW' };

/** Renders the wizard from the cached session user, as the route table does. */
function SessionWizard() {
  const { data } = useUser();
  return data ? <OnboardingWizard user={data} /> : null;
}

function renderWizard(user: CurrentUser, route = '/onboarding') {
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['/api/user'], user);
  return renderWithProviders(<SessionWizard />, { route, queryClient });
}

/** The PUT /api/profile bodies sent so far. */
function sentBodies(): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/profile' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function expectToast(title: string, description: string) {
  const toast = await screen.findByTestId('toast');
  expect(toast).toHaveTextContent(title);
  expect(toast).toHaveTextContent(description);
}

const step = (n: number) => screen.getByText(`Step ${n} of 4`);
const skip = () => screen.queryByRole('button', { name: 'Skip (Already completed)' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('OnboardingWizard start step', () => {
  it.each([
    ['everything is absent', blank, 1],
    ['there is no picture (even with a bio)', { ...blank, bio: 'Hi' }, 1],
    ['there is a picture but no bio', { ...blank, profileImageUrl: PICTURE }, 2],
    [
      'there is a bio but favourites are missing',
      { ...blank, profileImageUrl: PICTURE, bio: 'Hi', favoriteWrestlers: 'Sting' },
      3,
    ],
  ])('starts at the right step when %s', (_case, fields, expected) => {
    renderWizard(makeFan(fields));
    expect(step(expected)).toBeInTheDocument();
    expect(screen.getByText(`${expected * 25}% complete`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      String(expected * 25),
    );
  });

  it('sends a fan whose profile is already complete to "/" with "Profile Complete"', async () => {
    renderWizard(makeFan(filled));
    await expectToast('Profile Complete', 'Your profile is already complete!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('OnboardingWizard Skip rule', () => {
  it('step 1 neither continues nor skips without a picture, and skips once one exists', async () => {
    const fan = makeFan(blank);
    uploaded.user = makeFan({ ...blank, profileImageUrl: PICTURE });
    const { user } = renderWizard(fan);
    expect(continueButton()).toBeDisabled();
    expect(skip()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Picture' }));
    await user.click(screen.getByRole('button', { name: 'fake upload' }));
    expect(await screen.findByRole('button', { name: 'Skip (Already completed)' })).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    await user.click(skip() as HTMLElement);
    expect(step(2)).toBeInTheDocument();
    // No bio on the profile yet: step 2 cannot be skipped.
    expect(skip()).not.toBeInTheDocument();
  });

  it('skips the favourites only when both are on the profile', async () => {
    const fan = makeFan({
      ...blank,
      profileImageUrl: PICTURE,
      favoriteWrestlers: 'Sting',
      favoritePromotions: 'WCW',
    });
    fetchMock.mockResolvedValue(jsonResponse(makeFan(filled)));
    const { user } = renderWizard(fan);
    expect(step(2)).toBeInTheDocument();
    expect(skip()).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Bio'), 'Hi');
    await user.click(continueButton());
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    await user.click(skip() as HTMLElement);
    expect(step(4)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "You're All Set!" })).toBeInTheDocument();
    expect(skip()).not.toBeInTheDocument();
    // What a fan can do, the wrestling layer and the fan's controls included.
    const list = screen.getByRole('list');
    for (const text of [
      'Follow fans, wrestlers, teams and promotions',
      'Tag your posts with shows and wrestlers',
      "See tonight's shows, results hidden until you ask",
      'Comment, mention fans and choose who can reply',
      'Block or mute fans, and mute words',
    ])
      expect(within(list).getByText(text)).toBeInTheDocument();
  });
});

describe('OnboardingWizard validation and saving', () => {
  it('requires a bio ("Bio Required") and sends nothing', async () => {
    const { user } = renderWizard(makeFan({ ...blank, profileImageUrl: PICTURE }));
    await user.type(screen.getByLabelText('Bio'), '   ');
    await user.click(continueButton());
    await expectToast('Bio Required', 'Please write a bio about yourself to continue.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(step(2)).toBeInTheDocument();
  });

  it('sends only the trimmed bio, then shows "Bio Saved" and step 3', async () => {
    const fan = makeFan({ ...blank, profileImageUrl: PICTURE });
    const saved = makeFan({ ...blank, profileImageUrl: PICTURE, bio: 'Loud and proud' });
    fetchMock.mockResolvedValue(jsonResponse(saved));
    const { user, queryClient } = renderWizard(fan);
    await user.type(screen.getByLabelText('Bio'), '  Loud and proud ');
    await user.click(continueButton());
    await expectToast('Bio Saved', 'Your bio has been saved successfully!');
    expect(sentBodies()).toEqual([{ bio: 'Loud and proud' }]);
    expect(step(3)).toBeInTheDocument();
    // Still incomplete: the answer becomes the session user at once.
    expect(queryClient.getQueryData(['/api/user'])).toEqual(saved);
  });

  it('reads "Saving..." while the bio is being saved', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { user } = renderWizard(makeFan({ ...blank, profileImageUrl: PICTURE }));
    await user.type(screen.getByLabelText('Bio'), 'Hi');
    await user.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('tells the fan when the bio could not be saved', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Something went wrong. Please try again.' }, 500));
    const { user } = renderWizard(makeFan({ ...blank, profileImageUrl: PICTURE }));
    await user.type(screen.getByLabelText('Bio'), 'Hi');
    await user.click(continueButton());
    await expectToast('Error', 'Failed to save bio. Please try again.');
    expect(step(2)).toBeInTheDocument();
  });

  it('requires both favourites ("Favorites Required")', async () => {
    const { user } = renderWizard(makeFan({ ...blank, profileImageUrl: PICTURE, bio: 'Hi' }));
    await user.type(screen.getByLabelText('Favorite Wrestlers'), 'Sting');
    await user.click(continueButton());
    await expectToast('Favorites Required', 'Please fill in both your favorite wrestlers and promotions.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the fan when the favourites could not be saved', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    const { user } = renderWizard(makeFan({ ...blank, profileImageUrl: PICTURE, bio: 'Hi' }));
    await user.type(screen.getByLabelText('Favorite Wrestlers'), 'Sting');
    await user.type(screen.getByLabelText('Favorite Promotions'), 'WCW');
    await user.click(continueButton());
    await expectToast('Error', 'Failed to save favorites. Please try again.');
  });

  it('saves only the favourites, holds the completed profile until "Enter Ringside!", then goes to "/"', async () => {
    const fan = makeFan({ ...blank, profileImageUrl: PICTURE, bio: 'Hi' });
    const complete = makeFan(filled);
    fetchMock.mockResolvedValue(jsonResponse(complete));
    const { user, queryClient } = renderWizard(fan, '/trending');
    await user.type(screen.getByLabelText('Favorite Wrestlers'), ' Sting ');
    await user.type(screen.getByLabelText('Favorite Promotions'), 'WCW');
    await user.click(continueButton());
    await expectToast('Favorites Saved', 'Your wrestling favorites have been saved!');
    expect(sentBodies()).toEqual([{ favoriteWrestlers: 'Sting', favoritePromotions: 'WCW' }]);
    expect(step(4)).toBeInTheDocument();
    // The route table would leave the wizard as soon as the session is complete: not yet.
    expect(queryClient.getQueryData<CurrentUser>(['/api/user'])?.completeness.isComplete).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Enter Ringside!' }));
    await expectToast('Welcome to Ringside', 'Your profile is now complete. Enjoy the wrestling community!');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(queryClient.getQueryData(['/api/user'])).toEqual(complete);
  });
});
