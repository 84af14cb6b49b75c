import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { NotFoundRoute } from './not-found';

describe('NotFoundRoute', () => {
  it('shows the 404 heading and text', () => {
    renderWithProviders(<NotFoundRoute />, { route: '/nope' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
