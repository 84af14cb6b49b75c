import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseSearchQuery } from '@/features/search/utils/parse-query';
import { renderWithProviders } from '@/testing/test-utils';
import { SearchScreen } from './search-screen';

function renderSearch(query: string, onSearch = vi.fn()) {
  const result = renderWithProviders(
    <SearchScreen
      query={query}
      renderSuggestions={() => <p>suggestions here</p>}
      renderHashtagPosts={(tag, empty) => (
        <div>
          posts of {tag}
          {empty}
        </div>
      )}
      onSearch={onSearch}
    />,
    { route: '/search' },
  );
  return { ...result, onSearch, box: screen.getByRole('textbox', { name: 'Search users or hashtags' }) };
}

describe('parseSearchQuery', () => {
  it('tells hashtag, user and empty queries apart', () => {
    expect(parseSearchQuery('  ')).toEqual({ kind: 'none' });
    expect(parseSearchQuery('#WrestleMania')).toEqual({ kind: 'hashtag', tag: 'wrestlemania' });
    expect(parseSearchQuery('#')).toEqual({ kind: 'hashtag', tag: null });
    expect(parseSearchQuery('# spaced out')).toEqual({ kind: 'hashtag', tag: null });
    expect(parseSearchQuery(' Sting ')).toEqual({ kind: 'users', text: 'Sting' });
  });
});

describe('SearchScreen', () => {
  it('without a query shows "Suggested Users to Follow" and the placeholder', () => {
    const { box } = renderSearch('');
    expect(box).toHaveAttribute('placeholder', 'Search users or #hashtags...');
    expect(screen.getByRole('heading', { name: 'Suggested Users to Follow' })).toBeInTheDocument();
    expect(screen.getByText('suggestions here')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a "#" query opens the Posts tab with Users disabled, and an empty result says so', () => {
    renderSearch('#Sting');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeDisabled();
    expect(screen.getByText(/posts of sting/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Posts Found' })).toBeInTheDocument();
    expect(screen.getByText('No posts found for hashtag #sting.')).toBeInTheDocument();
  });

  it('a plain query selects the Users tab and says name search is not available yet', () => {
    renderSearch('Sting');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeEnabled();
    expect(
      screen.getByRole('heading', { name: 'Searching fans by name is coming soon' }),
    ).toBeInTheDocument();
  });

  it('submits non-blank text to /search?q=, and a blank submit does nothing', async () => {
    const { user, box, onSearch } = renderSearch('');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
    await user.clear(box);
    await user.type(box, '#Hell in a Cell');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('#Hell in a Cell');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=%23Hell%20in%20a%20Cell');
  });
});
