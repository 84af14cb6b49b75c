import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { LegalFooter } from './legal-footer';

describe('LegalFooter', () => {
  it('shows the blurb, the copyright year and GDPR Compliant', () => {
    renderWithProviders(<LegalFooter />);
    expect(screen.getByText(/free social network for professional wrestling fans/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Ringside`))).toBeInTheDocument();
    expect(screen.getByText('GDPR Compliant')).toBeInTheDocument();
  });

  it.each([
    ['Privacy Policy', /not stored/],
    ['Terms of Use', /at least 13 years old/],
    ['Cookie Policy', /connect\.sid/],
  ])('opens the %s modal dated October 4, 2025', async (name, sample) => {
    const { user } = renderWithProviders(<LegalFooter />);
    await user.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name });
    expect(dialog).toHaveTextContent('Last Updated: October 4, 2025');
    expect(dialog).toHaveTextContent(sample);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has every cookie policy section of SPEC 2', async () => {
    const { user } = renderWithProviders(<LegalFooter />);
    await user.click(screen.getByRole('button', { name: 'Cookie Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Policy' });
    for (const section of [
      /What cookies are/,
      /How we use cookies/,
      /Types of cookies/,
      /How long cookies last/,
      /Managing cookies in your browser/,
      /Do Not Track/,
      /GDPR/,
      /Updates to this policy/,
      /Contact/,
      /Related policies/,
    ]) {
      expect(dialog).toHaveTextContent(section);
    }
    for (const type of ['Strictly necessary', 'Functional', 'Analytics', 'Third-party']) {
      expect(dialog).toHaveTextContent(type);
    }
    expect(dialog).toHaveTextContent('2 years');
  });
});
