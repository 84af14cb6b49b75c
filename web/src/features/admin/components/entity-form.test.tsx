import type { AdminEntity } from '@shared/schemas/catalogue-admin';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { EntityForm } from './entity-form';

/**
 * A show's times are entered in the show's own zone (issue 35): the admin's browser is in Tokyo, the
 * show in Los Angeles; 20:00 there is stored as the instant 20:00 is in Los Angeles, and reads back
 * as 20:00.
 */

const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

const PROMOTION: AdminEntity = {
  id: '01KPROMO000000000000000001',
  kind: 'promotion',
  slug: 'aew',
  name: 'All Elite Wrestling',
  shortName: 'AEW',
  colors: { primary: '#000000', secondary: '#ffffff' },
  followerCount: 0,
  demo: false,
  externalIds: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const SHOW: AdminEntity = {
  id: '01KSHOW0000000000000000001',
  kind: 'show',
  slug: 'fight-night',
  name: 'Fight Night',
  colors: PROMOTION.colors,
  followerCount: 0,
  demo: false,
  externalIds: {},
  promotionId: PROMOTION.id,
  showKind: 'special',
  // 20:00 to 23:00 on 4 July in Los Angeles (PDT, UTC-7).
  startsAt: '2026-07-05T03:00:00.000Z',
  endsAt: '2026-07-05T06:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  venue: null,
  city: null,
  hashtag: null,
  status: 'scheduled',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
const saved = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/admin/entities?kind=promotion'))
      return jsonResponse([PROMOTION]);
    if (method === 'PUT' && url === `/api/admin/entities/${SHOW.id}`) return jsonResponse(SHOW);
    if (method === 'POST' && url === '/api/admin/entities') return jsonResponse(SHOW, 201);
    throw new Error(`Unexpected request ${method} ${url}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("a show's times, in the show's zone", () => {
  it('the browser is in Tokyo', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
  });

  it("editing shows them on the venue's clock, the zone named, and saves the same instants", async () => {
    const { user } = renderWithProviders(<EntityForm kind="show" entity={SHOW} onSaved={() => undefined} />);
    const starts = screen.getByLabelText('Starts, America/Los_Angeles time');
    expect(starts).toHaveValue('2026-07-04T20:00');
    expect(screen.getByLabelText('Ends, America/Los_Angeles time')).toHaveValue('2026-07-04T23:00');
    // The admin's own clock, to be sure: 03:00 UTC is noon in Tokyo.
    expect(screen.getByText(/^Your time: Sun, Jul 5(, 2026)?, 12 PM$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({
      updatedAt: SHOW.updatedAt,
      entity: { startsAt: SHOW.startsAt, endsAt: SHOW.endsAt, timeZone: 'America/Los_Angeles' },
    });
  });

  it('a new show: 20:00 entered for Los Angeles in winter is 04:00 UTC the next day', async () => {
    const { user } = renderWithProviders(<EntityForm kind="show" entity={null} onSaved={() => undefined} />);
    // The zone defaults to the admin's; the show's is picked first, then its times.
    const zone = screen.getByRole('combobox', { name: "Time zone (the venue's)" });
    expect(zone).toHaveValue('Asia/Tokyo');
    await user.clear(zone);
    await user.type(zone, 'Los_Ang');
    await user.click(await screen.findByRole('option', { name: 'America/Los_Angeles' }));
    fireEvent.change(screen.getByLabelText('Starts, America/Los_Angeles time'), {
      target: { value: '2026-12-31T20:00' },
    });
    fireEvent.change(screen.getByLabelText('Ends, America/Los_Angeles time'), {
      target: { value: '2026-12-31T23:30' },
    });
    await user.type(screen.getByLabelText('Name'), 'New Year Bash');
    await user.type(screen.getByLabelText('Slug'), 'new-year-bash');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({
      kind: 'show',
      startsAt: '2027-01-01T04:00:00.000Z',
      endsAt: '2027-01-01T07:30:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
  });

  it('a zone the browser does not know is refused before anything is sent', async () => {
    const { user } = renderWithProviders(
      <EntityForm kind="show" entity={{ ...SHOW, timeZone: 'Mars/Olympus' }} onSaved={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time zones are named as in America/New_York')).toBeInTheDocument();
    expect(saved()).toEqual([]);
  });
});
