import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/config/theme';
import { HomeLayout } from './home-layout';

const phoneMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = phoneMatchMedia;
});

/** A matchMedia that answers every query (MUI's "min-width: 900px" for md up) with `matches`. */
function screenWhere(matches: boolean) {
  window.matchMedia = vi.fn((query: string) => ({ ...phoneMatchMedia(query), matches }));
}

const renderHome = () =>
  render(
    <ThemeProvider theme={theme}>
      <HomeLayout left={<p>Profile and trends</p>} right={<p>Who to follow list</p>}>
        <p>The feed</p>
      </HomeLayout>
    </ThemeProvider>,
  );

describe('the home layout', () => {
  it('on a phone has the feed and who-to-follow, and no left sidebar at all', () => {
    screenWhere(false);
    renderHome();
    expect(screen.getByText('The feed')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Who to follow' })).toHaveTextContent(
      'Who to follow list',
    );
    expect(screen.queryByRole('complementary', { name: 'Your profile and trends' })).not.toBeInTheDocument();
    expect(screen.queryByText('Profile and trends')).not.toBeInTheDocument();
  });

  it('from the md breakpoint up has the left sidebar beside the feed', () => {
    screenWhere(true);
    renderHome();
    expect(screen.getByRole('complementary', { name: 'Your profile and trends' })).toHaveTextContent(
      'Profile and trends',
    );
    expect(screen.getByText('The feed')).toBeInTheDocument();
  });
});
