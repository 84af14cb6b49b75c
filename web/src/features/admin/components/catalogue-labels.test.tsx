/**
 * The admin Catalogue writes values as words (issue 35, "One way to write things"): selects and
 * displays take their labels from WRESTLING_LABELS, a show's time as every show's time is written, and
 * "wins" agrees with the side (a team or several wrestlers "win").
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatShowTime } from '@/lib/dates';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { CardBuilder } from './card-builder';
import { CatalogueTab } from './catalogue-tab';
import { EntityForm } from './entity-form';

afterEach(() => vi.unstubAllGlobals());

const SHOW_ID = '01J0000000000000000000SHOW';
const colors = { primary: '#111111', secondary: '#eeeeee' };
const ref = (id: string, kind: 'wrestler' | 'team', name: string) => ({
  id,
  kind,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  colors,
});
const RHEA = ref('01J00000000000000000000RHE', 'wrestler', 'Rhea Ripley');
const IYO = ref('01J00000000000000000000IYO', 'wrestler', 'Iyo Sky');
const ASUKA = ref('01J00000000000000000000ASU', 'wrestler', 'Asuka');
const KAIRI = ref('01J00000000000000000000KAI', 'wrestler', 'Kairi Sane');
const KABUKI = ref('01J00000000000000000000KAB', 'team', 'The Kabuki Warriors');

const match = (id: string, position: number, sides: string[][]) => ({
  id,
  showId: SHOW_ID,
  position,
  sides,
  stipulation: null,
  championshipId: null,
  status: 'upcoming',
  result: null,
  demo: false,
});

const showPage = {
  show: {
    id: SHOW_ID,
    kind: 'show',
    slug: 'raw',
    name: 'Raw',
    colors,
    followerCount: 0,
    demo: false,
    externalIds: {},
    status: 'scheduled',
    showKind: 'weekly',
    startsAt: '2026-11-28T01:00:00.000Z',
  },
  card: [
    match('01J0000000000000000000M001', 1, [[RHEA.id], [IYO.id]]),
    match('01J0000000000000000000M002', 2, [[KABUKI.id], [ASUKA.id, KAIRI.id]]),
  ],
  entities: [RHEA, IYO, ASUKA, KAIRI, KABUKI],
};

describe('the admin Catalogue in words', () => {
  it('"wins" agrees with the side: a wrestler wins, a team or several wrestlers win', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        [`GET /api/shows/${SHOW_ID}?results=true&spoilers=reveal`]: () => jsonResponse(showPage),
      }),
    );
    renderWithProviders(<CardBuilder showId={SHOW_ID} />);
    const [singles, tag] = await screen.findAllByTestId('admin-match');
    expect(within(singles as HTMLElement).getByRole('button', { name: 'Rhea Ripley wins' })).toBeVisible();
    expect(within(tag as HTMLElement).getByRole('button', { name: 'The Kabuki Warriors win' })).toBeVisible();
    expect(within(tag as HTMLElement).getByRole('button', { name: 'Asuka & Kairi Sane win' })).toBeVisible();
    // The show's status and a match's are words too.
    expect(screen.getByText('Scheduled')).toBeVisible();
    expect(within(singles as HTMLElement).getByText('Upcoming')).toBeVisible();
  });

  it("the method select offers words, not the API's values", async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        [`GET /api/shows/${SHOW_ID}?results=true&spoilers=reveal`]: () => jsonResponse(showPage),
      }),
    );
    const { user } = renderWithProviders(<CardBuilder showId={SHOW_ID} />);
    const [singles] = await screen.findAllByTestId('admin-match');
    await user.click(within(singles as HTMLElement).getByRole('combobox', { name: 'Method' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'None',
      'Pinfall',
      'Submission',
      'Knockout',
      'Count-out',
      'Disqualification',
      'Other',
    ]);
  });

  it("a show's form names its kind and status in words", async () => {
    vi.stubGlobal('fetch', routeFetch({}));
    const { user } = renderWithProviders(<EntityForm kind="show" entity={null} onSaved={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Weekly');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Scheduled');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Weekly', 'Premium live event', 'Special']);
  });

  it("the kind select names kinds in words, and a show's row gives its time as every show's time", async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/admin/entities?kind=show&limit=50': () =>
          jsonResponse([
            {
              ...showPage.show,
              createdAt: '2026-11-20T00:00:00.000Z',
              updatedAt: '2026-11-20T00:00:00.000Z',
            },
          ]),
      }),
    );
    const { user } = renderWithProviders(<CatalogueTab />);
    const kind = await screen.findByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveTextContent('Show');
    const when = formatShowTime(showPage.show.startsAt);
    expect(when).toMatch(/^[A-Z][a-z]{2}, Nov 2[78](, 2026)? · \d{1,2} (AM|PM) \S+$/);
    expect(await screen.findByText(when)).toBeVisible();
    await user.click(kind);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Promotion',
      'Wrestler',
      'Team',
      'Championship',
      'Show',
    ]);
  });
});
