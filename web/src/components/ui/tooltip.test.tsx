import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('renders its child at once and shows the title on hover once MUI Tooltip has loaded', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip title="Trending">
        <button type="button" aria-label="Trending">
          T
        </button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Loaded when the browser is idle: then the button is MUI Tooltip's child (marked by the clone).
    await expect
      .poll(() => screen.getByRole('button').getAttribute('data-mui-internal-clone-element'), {
        timeout: 3000,
      })
      .toBe('true');
    await user.hover(screen.getByRole('button', { name: 'Trending' }));
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Trending');
  });
});
