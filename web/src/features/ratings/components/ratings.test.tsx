import { RATING_TEXTS } from '@shared/messages-ratings';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { SHOW_TEXTS } from '@shared/messages-wrestling';
import type {
  MatchRatings,
  Rating,
  RatingBurst,
  ShowRatings,
  RatingSummary as Summary,
} from '@shared/schemas/ratings';
import type { ShowPage } from '@shared/schemas/shows';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '@/testing/posts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import BurstsTab from './bursts-tab';
import { MatchScreen } from './match-screen';
import { RateBox } from './rating-form';
import { RatingSummary } from './rating-summary';
import ShowRatingsBlock from './show-ratings';

const SHOW = 'show-1';
const MATCH = 'match-1';
const colors = { primary: '#000000', secondary: '#ffffff' };
const ref = (id: string, name: string) => ({ id, kind: 'wrestler' as const, slug: id, name, colors });
const showRef = {
  id: SHOW,
  kind: 'show' as const,
  slug: 'dynamite',
  name: 'Dynamite',
  colors,
  startsAt: '2026-07-05T00:00:00.000Z',
};
const fan = { id: 'fan-1', handle: 'stunner', displayName: 'Stone Cold Fan', profileImageUrl: null };

const summary = (over: Partial<Summary> = {}): Summary => ({
  score: 7.4321,
  count: 212,
  histogram: [0, 1, 2, 3, 4, 5, 6, 40, 80, 50, 21],
  live: { score: 7.9, count: 120 },
  later: { score: null, count: 4 },
  ...over,
});
const rating = (over: Partial<Rating> = {}): Rating => ({
  target: 'match',
  targetId: MATCH,
  rating: 8.5,
  watched: 'live',
  comment: 'A classic from bell to bell, what a finish',
  rater: fan,
  ratedAt: '2026-07-05T04:00:00.000Z',
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
function answer(routes: Parameters<typeof routeFetch>[0]) {
  fetchMock.mockImplementation(routeFetch(routes));
  vi.stubGlobal('fetch', fetchMock);
}
const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

describe('RatingSummary', () => {
  it('shows the score with one decimal and the count, the live and later scores', () => {
    renderWithProviders(<RatingSummary summary={summary()} />);
    expect(screen.getByTestId('score')).toHaveTextContent(RATING_TEXTS.scoreOf('7.4', 212));
    expect(
      screen.getByText(`${RATING_TEXTS.watchedLabels.live}: ${RATING_TEXTS.scoreOf('7.9', 120)}`),
    ).toBeVisible();
    expect(screen.getByText(`${RATING_TEXTS.watchedLabels.later}: ${RATING_TEXTS.notEnough}`)).toBeVisible();
  });

  it('says "Not enough ratings yet" when there is no score', () => {
    renderWithProviders(
      <RatingSummary
        summary={summary({ score: null, count: 3, histogram: [0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0] })}
      />,
    );
    expect(screen.getByTestId('score')).toHaveTextContent(RATING_TEXTS.notEnough);
    expect(screen.getByText(RATING_TEXTS.soFar(3))).toBeVisible();
  });

  it('draws 11 bars, 0 to 10, each named by its count', () => {
    renderWithProviders(<RatingSummary summary={summary()} />);
    const histogram = screen.getByRole('list', { name: RATING_TEXTS.histogram });
    const bars = within(histogram).getAllByRole('listitem');
    expect(bars).toHaveLength(11);
    expect(bars[0]).toHaveAccessibleName(RATING_TEXTS.bar(0, 0));
    expect(bars[1]).toHaveAccessibleName('1: 1 rating');
    expect(bars[8]).toHaveAccessibleName('8: 80 ratings');
    expect(bars[10]).toHaveAccessibleName(RATING_TEXTS.bar(10, 21));
  });
});

describe('RateBox', () => {
  it('rates with the keyboard in half steps, says how, and sends the comment; the hint shows below 10 ratings', async () => {
    answer({
      [`PUT /api/matches/${MATCH}/rating`]: (init) => jsonResponse(rating(JSON.parse(String(init?.body)))),
    });
    const { user } = renderWithProviders(
      <RateBox
        target="match"
        targetId={MATCH}
        showId={SHOW}
        open
        mine={null}
        count={3}
        heading={RATING_TEXTS.rateMatch}
      />,
    );
    expect(await screen.findByText(new RegExp(RATING_TEXTS.commentHint))).toBeVisible();
    const save = screen.getByRole('button', { name: RATING_TEXTS.save });
    expect(save).toBeDisabled();
    const slider = screen.getByRole('slider', { name: RATING_TEXTS.ratingLabel });
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '6.5');
    await user.click(screen.getByRole('radio', { name: RATING_TEXTS.watchedLabels.later }));
    await user.type(
      screen.getByRole('textbox', { name: RATING_TEXTS.comment }),
      '  Slow start, great closing stretch  ',
    );
    await user.click(save);
    await waitFor(() =>
      expect(puts()).toEqual([
        [
          `/api/matches/${MATCH}/rating`,
          { rating: 6.5, watched: 'later', comment: 'Slow start, great closing stretch' },
        ],
      ]),
    );
  });

  it("shows the API's refusal as it says it, and keeps the form", async () => {
    answer({
      [`PUT /api/matches/${MATCH}/rating`]: () => jsonResponse({ message: RATING_TEXTS.commentNeeded }, 400),
    });
    const { user } = renderWithProviders(
      <RateBox
        target="match"
        targetId={MATCH}
        showId={SHOW}
        open
        mine={null}
        count={0}
        heading={RATING_TEXTS.rateMatch}
      />,
    );
    const slider = await screen.findByRole('slider', { name: RATING_TEXTS.ratingLabel });
    act(() => slider.focus());
    await user.keyboard('{End}');
    await user.click(screen.getByRole('radio', { name: RATING_TEXTS.watchedLabels.live }));
    await user.click(screen.getByRole('button', { name: RATING_TEXTS.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RATING_TEXTS.commentNeeded);
    expect(slider).toHaveAttribute('aria-valuenow', '10');
  });

  it('shows one\'s own rating, "Held for review" when held, with Change and Remove', async () => {
    answer({});
    const { user } = renderWithProviders(
      <RateBox
        target="match"
        targetId={MATCH}
        showId={SHOW}
        open
        mine={rating({ held: true })}
        count={40}
        heading={RATING_TEXTS.rateMatch}
      />,
    );
    const mine = screen.getByTestId('my-rating');
    expect(mine).toHaveTextContent('8.5');
    expect(mine).toHaveTextContent(RATING_TEXTS.held);
    expect(mine).toHaveTextContent(RATING_TEXTS.watchedLabels.live);
    await user.click(screen.getByRole('button', { name: RATING_TEXTS.change }));
    expect(await screen.findByRole('slider', { name: RATING_TEXTS.ratingLabel })).toHaveAttribute(
      'aria-valuenow',
      '8.5',
    );
    // 40 ratings: the comment is optional, no hint.
    expect(screen.getByRole('textbox', { name: RATING_TEXTS.commentOptional })).toBeVisible();
    expect(screen.queryByText(new RegExp(RATING_TEXTS.commentHint))).toBeNull();
  });

  it('says when rating opens before the match is finished', () => {
    renderWithProviders(
      <RateBox
        target="match"
        targetId={MATCH}
        showId={SHOW}
        open={false}
        mine={null}
        count={0}
        heading={RATING_TEXTS.rateMatch}
      />,
    );
    expect(screen.getByText(RATING_TEXTS.notOpenMatch)).toBeVisible();
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

const showPage: ShowPage = {
  show: {
    id: SHOW,
    kind: 'show',
    slug: 'dynamite',
    name: 'Dynamite',
    colors,
    followerCount: 0,
    demo: false,
    externalIds: {},
    status: 'finished',
    startsAt: '2026-07-05T00:00:00.000Z',
    endsAt: '2026-07-05T02:00:00.000Z',
    timeZone: 'America/New_York',
  },
  card: [
    {
      id: MATCH,
      showId: SHOW,
      position: 1,
      sides: [['W1'], ['W2']],
      stipulation: null,
      championshipId: null,
      status: 'finished',
      result: null,
      demo: false,
    },
    {
      id: 'match-2',
      showId: SHOW,
      position: 2,
      sides: [['W1'], ['W2']],
      stipulation: null,
      championshipId: null,
      status: 'upcoming',
      result: null,
      demo: false,
    },
  ],
  entities: [ref('W1', 'Kenny Omega'), ref('W2', 'Jon Moxley')],
};
const showRatings = (over: Partial<ShowRatings> = {}): ShowRatings => ({
  showId: SHOW,
  open: true,
  summary: summary({ score: null, count: 2 }),
  mine: null,
  matches: [{ matchId: MATCH, open: true, summary: summary(), mine: null }],
  ratings: [],
  nextBefore: null,
  ...over,
});

describe('ShowRatings (under the show page card)', () => {
  it("lists each finished match's score linking to its page, and the show's own block", async () => {
    answer({ [`GET /api/shows/${SHOW}/ratings`]: () => jsonResponse(showRatings()) });
    const { user } = renderWithProviders(<ShowRatingsBlock page={showPage} />);
    const rows = await screen.findAllByTestId('match-score');
    expect(rows).toHaveLength(1);
    const link = within(rows[0] as HTMLElement).getByRole('link');
    expect(link).toHaveTextContent('Kenny Omega vs Jon Moxley');
    expect(link).toHaveAttribute('href', `/matches/${MATCH}`);
    expect(rows[0]).toHaveTextContent(RATING_TEXTS.scoreOf('7.4', 212));
    // The show's own: its compact summary, the form behind "Rate the show".
    expect(screen.getByRole('list', { name: RATING_TEXTS.histogram })).toBeVisible();
    expect(screen.queryByRole('slider')).toBeNull();
    await user.click(screen.getByRole('button', { name: RATING_TEXTS.rateShow }));
    expect(await screen.findByRole('slider', { name: RATING_TEXTS.ratingLabel })).toBeVisible();
  });

  it('shows only the shield line to a fan Spoiler Guard protects from the show', async () => {
    answer({
      [`GET /api/shows/${SHOW}/ratings`]: () =>
        jsonResponse(
          showRatings({
            summary: null,
            matches: [{ matchId: MATCH, open: true, summary: null, mine: null }],
            shield: { showId: SHOW, showName: 'Dynamite', revealAt: null },
          }),
        ),
    });
    renderWithProviders(<ShowRatingsBlock page={showPage} />);
    expect(await screen.findByTestId('ratings-shield')).toHaveTextContent(
      SPOILER_TEXTS.shieldedAbout('Dynamite'),
    );
    expect(screen.queryByTestId('score')).toBeNull();
    expect(screen.queryByTestId('match-score')).toBeNull();
    expect(screen.queryByRole('list', { name: RATING_TEXTS.histogram })).toBeNull();
  });
});

const matchPage = (over: Partial<MatchRatings> = {}): MatchRatings => ({
  match: showPage.card[0] as MatchRatings['match'],
  show: showRef,
  sides: [[ref('W1', 'Kenny Omega')], [ref('W2', 'Jon Moxley')]],
  open: true,
  summary: summary(),
  mine: null,
  ratings: [rating({ comment: '<b>bold</b> <img src=x onerror=alert(1)>' })],
  nextBefore: 'c1',
  ...over,
});

describe('MatchScreen', () => {
  it('shows the match, its score, comments as text, and older ratings on request', async () => {
    answer({
      [`GET /api/matches/${MATCH}/ratings`]: () => jsonResponse(matchPage()),
      [`GET /api/matches/${MATCH}/ratings?before=c1`]: () =>
        jsonResponse(
          matchPage({
            ratings: [rating({ comment: 'An older one', ratedAt: '2026-07-05T03:00:00.000Z' })],
            nextBefore: null,
          }),
        ),
    });
    const { user, container } = renderWithProviders(<MatchScreen matchId={MATCH} notFound={<p>none</p>} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Kenny Omega vs Jon Moxley');
    expect(screen.getByRole('link', { name: 'Kenny Omega' })).toHaveAttribute('href', '/wrestlers/W1');
    expect(screen.getByRole('link', { name: 'Dynamite' })).toHaveAttribute('href', `/shows/${SHOW}`);
    expect(screen.getByText('<b>bold</b> <img src=x onerror=alert(1)>')).toBeVisible();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: RATING_TEXTS.olderRatings }));
    expect(await screen.findByText('An older one')).toBeVisible();
    expect(screen.getAllByTestId('rating')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: RATING_TEXTS.olderRatings })).toBeNull();
  });

  it('keeps the result behind "Show results", as the show page does', async () => {
    const result = { winnerSide: 0, method: 'pinfall', durationSeconds: null, titleChange: false };
    answer({
      [`GET /api/matches/${MATCH}/ratings`]: () =>
        jsonResponse(matchPage({ match: { ...matchPage().match, result } as MatchRatings['match'] })),
    });
    const { user } = renderWithProviders(<MatchScreen matchId={MATCH} notFound={<p>none</p>} />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent(SHOW_TEXTS.winner);
    await user.click(screen.getByRole('switch', { name: SHOW_TEXTS.showResults }));
    expect(heading).toHaveTextContent(`Kenny Omega (${SHOW_TEXTS.winner})`);
  });

  it('is the not-found screen for an unknown match', async () => {
    answer({
      [`GET /api/matches/${MATCH}/ratings`]: () => jsonResponse({ message: RATING_TEXTS.matchNotFound }, 404),
    });
    renderWithProviders(<MatchScreen matchId={MATCH} notFound={<p>none here</p>} />);
    expect(await screen.findByText('none here')).toBeVisible();
  });
});

describe('BurstsTab (admin)', () => {
  const burst: RatingBurst = {
    id: 'burst-1',
    target: 'match',
    targetId: MATCH,
    show: showRef,
    sides: [[ref('W1', 'Kenny Omega')], [ref('W2', 'Jon Moxley')]],
    count: 500,
    heldMean: 0,
    score: 7.33,
    reasons: ['time', 'follows'],
    from: '2026-07-06T00:00:00.000Z',
    to: '2026-07-06T00:10:00.000Z',
    sample: [rating({ rating: 0, comment: 'Worst match ever, zero stars' })],
    decision: null,
  };

  it('lists a held burst in plain words and leaves it out after a confirm', async () => {
    let stored = burst;
    answer({
      'GET /api/admin/rating-bursts': () => jsonResponse({ bursts: [stored] }),
      'POST /api/admin/rating-bursts/burst-1': (init) => {
        stored = { ...burst, decision: JSON.parse(String(init?.body)).decision };
        return jsonResponse(stored);
      },
    });
    const { user } = renderWithProviders(<BurstsTab />);
    const card = await screen.findByTestId('burst');
    expect(card).toHaveTextContent(RATING_TEXTS.burstCount(500));
    expect(card).toHaveTextContent(RATING_TEXTS.reasons.time);
    expect(card).toHaveTextContent(RATING_TEXTS.reasons.follows);
    expect(card).toHaveTextContent(`${RATING_TEXTS.heldMean}: 0.0`);
    expect(card).toHaveTextContent(`${RATING_TEXTS.scoreWithout}: 7.3`);
    await user.click(within(card).getByRole('button', { name: RATING_TEXTS.leaveOut }));
    const dialog = await screen.findByRole('dialog', { name: RATING_TEXTS.leaveOutTitle });
    await user.click(within(dialog).getByRole('button', { name: RATING_TEXTS.leaveOut }));
    expect(await within(card).findByText(RATING_TEXTS.decided.leaveOut)).toBeVisible();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [String(url), JSON.parse(String(init?.body))])).toEqual([
      ['/api/admin/rating-bursts/burst-1', { decision: 'leaveOut' }],
    ]);
  });
});
