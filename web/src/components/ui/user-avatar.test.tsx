import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

const PICTURE = '/media/uploads/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.full.webp';

describe('UserAvatar', () => {
  it('loads the 128 px thumbnail of a re-encoded picture when the avatar is small', () => {
    render(<UserAvatar name="Macho Fan" src={PICTURE} size={40} />);
    expect(screen.getByRole('img', { name: 'Macho Fan' })).toHaveAttribute(
      'src',
      '/media/uploads/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.thumb.webp',
    );
  });

  it('loads the picture itself when the avatar is big, or when there is no thumbnail', () => {
    const { unmount } = render(<UserAvatar name="Macho Fan" src={PICTURE} size={120} />);
    expect(screen.getByRole('img', { name: 'Macho Fan' })).toHaveAttribute('src', PICTURE);
    unmount();
    render(<UserAvatar name="Macho Fan" src="/media/uploads/u1/avatar-seed.png" size={40} />);
    expect(screen.getByRole('img', { name: 'Macho Fan' })).toHaveAttribute(
      'src',
      '/media/uploads/u1/avatar-seed.png',
    );
  });

  it('shows initials without a picture', () => {
    render(<UserAvatar name="Macho Fan" src={null} />);
    expect(screen.getByText('MF')).toBeInTheDocument();
  });
});
