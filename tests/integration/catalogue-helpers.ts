/** Helpers for the catalogue's integration tests: entities written through the admin routes. */
import { expect } from 'vitest';
import type { AdminEntity } from '../../shared/schemas/catalogue-admin';
import type { Match } from '../../shared/schemas/wrestling';
import { api } from './helpers';
import type { Member } from './social-helpers';

let n = 0;
/** A slug no other test uses. */
export const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;

export const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

export async function create(admin: Member, body: Record<string, unknown>): Promise<AdminEntity> {
  const res = await api('/api/admin/entities', { token: admin.idToken, method: 'POST', body });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as AdminEntity;
}

export const promotionBody = (name: string, colors = { primary: '#d50000', secondary: '#ffffff' }) => ({
  kind: 'promotion',
  slug: uniqueSlug(name.toLowerCase()),
  name,
  shortName: name,
  country: 'United States',
  founded: 2000,
  website: null,
  active: true,
  colors,
});
export const wrestlerBody = (name: string, promotionIds: string[]) => ({
  kind: 'wrestler',
  slug: uniqueSlug(name.toLowerCase().replace(/\s+/g, '-')),
  name,
  akas: [],
  promotionIds,
  status: 'active',
  hometown: null,
  debutYear: null,
});
export const showBody = (name: string, promotionId: string, startsInHours: number, lengthHours = 3) => ({
  kind: 'show',
  slug: uniqueSlug(name.toLowerCase().replace(/\s+/g, '-')),
  name,
  promotionId,
  showKind: 'weekly',
  startsAt: hoursFromNow(startsInHours),
  timeZone: 'America/New_York',
  endsAt: hoursFromNow(startsInHours + lengthHours),
  venue: 'The Arena',
  city: 'Orlando',
  hashtag: null,
  status: 'scheduled',
});
export const championshipBody = (name: string, promotionId: string) => ({
  kind: 'championship',
  slug: uniqueSlug(name.toLowerCase().replace(/\s+/g, '-')),
  name,
  promotionId,
  division: null,
  active: true,
});

export async function addMatch(admin: Member, showId: string, body: Record<string, unknown>): Promise<Match> {
  const res = await api(`/api/admin/shows/${showId}/matches`, { token: admin.idToken, method: 'POST', body });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Match;
}

/** A small world: a promotion, four wrestlers, a championship held by the first, a show tonight. */
export async function smallWorld(admin: Member, name = 'Ringfed') {
  const promotion = await create(admin, promotionBody(name));
  const [a, b, c, d] = await Promise.all(
    ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((w) =>
      create(admin, wrestlerBody(`${name} ${w}`, [promotion.id])),
    ),
  );
  const title = await create(admin, championshipBody(`${name} Title`, promotion.id));
  const show = await create(admin, showBody(`${name} Weekly`, promotion.id, 1));
  return { promotion, a, b, c, d, title, show } as Record<
    'promotion' | 'a' | 'b' | 'c' | 'd' | 'title' | 'show',
    AdminEntity
  >;
}
