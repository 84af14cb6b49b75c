import { describe, expect, it } from 'vitest';
import { catalogueFileSchema } from './catalogue-import';
import { entityInputSchema, matchInputSchema } from './wrestling';

/** Bidi overrides, a zero-width space and a word joiner around and inside real text. */
const dirty = (text: string) => `\u202E${text.slice(0, 2)}\u200B${text.slice(2)}\u2060\u2066`;
/** Text that shows nothing: zero-width characters, a Braille blank, a Hangul filler. */
const INVISIBLE = '\u200B\u2060\u2800\u3164';

const promotion = {
  kind: 'promotion',
  slug: 'clean-fed',
  name: 'Clean Fed',
  shortName: 'CF',
  country: 'Japan',
  founded: 2001,
  website: 'https://clean.example',
  active: true,
  colors: { primary: '#123456', secondary: '#ffffff' },
};
const wrestler = {
  kind: 'wrestler',
  slug: 'clean-kid',
  name: 'Clean Kid',
  akas: ['The Kid'],
  promotionIds: [],
  status: 'active',
  hometown: 'Osaka',
  debutYear: 2010,
};
const show = {
  kind: 'show',
  slug: 'clean-show',
  name: 'Clean Weekly',
  promotionId: 'P1',
  showKind: 'weekly',
  startsAt: '2026-11-23T01:00:00Z',
  timeZone: 'Asia/Tokyo',
  endsAt: '2026-11-23T03:00:00Z',
  venue: 'Korakuen Hall',
  city: 'Tokyo',
  hashtag: null,
  status: 'scheduled',
};
const championship = {
  kind: 'championship',
  slug: 'clean-title',
  name: 'Clean Title',
  promotionId: 'P1',
  division: 'Heavyweight',
  active: true,
};

/** Every free-text field of the admin inputs, by kind (arrays: their first item). */
const TEXT_FIELDS: [Record<string, unknown>, string[]][] = [
  [promotion, ['name', 'shortName', 'country', 'website']],
  [wrestler, ['name', 'akas', 'hometown']],
  // A show's time zone is a zone's name, not free text: see "a show's time zone" below.
  [show, ['name', 'venue', 'city']],
  [championship, ['name', 'division']],
];

const withField = (input: Record<string, unknown>, field: string, value: string) => ({
  ...input,
  [field]: Array.isArray(input[field]) ? [value] : value,
});
const fieldOf = (data: Record<string, unknown>, field: string) =>
  Array.isArray(data[field]) ? (data[field] as string[])[0] : data[field];

describe('catalogue text (admin inputs)', () => {
  it('is cleaned as posts and names are: no bidi controls or zero-width characters', () => {
    for (const [input, fields] of TEXT_FIELDS)
      for (const field of fields) {
        const given = String(fieldOf(input, field));
        const parsed = entityInputSchema.safeParse(withField(input, field, dirty(given)));
        expect(parsed.success, `${input.kind}.${field}`).toBe(true);
        expect(fieldOf(parsed.data as Record<string, unknown>, field), `${input.kind}.${field}`).toBe(given);
      }
    const match = matchInputSchema.parse({
      position: 1,
      sides: [['A'], ['B']],
      stipulation: dirty('Ladder match'),
      championshipId: null,
    });
    expect(match.stipulation).toBe('Ladder match');
  });

  it('refuses text that shows nothing, with a message', () => {
    for (const [input, fields] of TEXT_FIELDS)
      for (const field of fields) {
        const parsed = entityInputSchema.safeParse(withField(input, field, INVISIBLE));
        expect(parsed.success, `${input.kind}.${field}`).toBe(false);
        expect(parsed.error?.issues[0]?.message, `${input.kind}.${field}`).toMatch(
          /^(Name|Text) is required$/,
        );
      }
    expect(
      matchInputSchema.safeParse({
        position: 1,
        sides: [['A'], ['B']],
        stipulation: INVISIBLE,
        championshipId: null,
      }).success,
    ).toBe(false);
  });
});

describe('catalogue text (the import file)', () => {
  const file = (overrides: Record<string, unknown>) => ({
    version: 1,
    wrestlers: [
      {
        ref: 'clean-kid',
        name: 'Clean Kid',
        akas: ['The Kid'],
        promotions: [],
        status: 'active',
        hometown: 'Osaka',
        ...overrides,
      },
    ],
  });

  it('is cleaned by the same rules', () => {
    const parsed = catalogueFileSchema.parse(
      file({ name: dirty('Clean Kid'), akas: [dirty('The Kid')], hometown: dirty('Osaka') }),
    );
    expect(parsed.wrestlers?.[0]).toMatchObject({ name: 'Clean Kid', akas: ['The Kid'], hometown: 'Osaka' });
  });

  it('refuses a name or text that shows nothing, with the same message as the admin routes', () => {
    for (const field of ['name', 'akas', 'hometown']) {
      const parsed = catalogueFileSchema.safeParse(
        file({ [field]: field === 'akas' ? [INVISIBLE] : INVISIBLE }),
      );
      expect(parsed.success, field).toBe(false);
      const admin = entityInputSchema.safeParse(withField(wrestler, field, INVISIBLE));
      expect(parsed.error?.issues[0]?.message, field).toBe(admin.error?.issues[0]?.message);
    }
  });
});

describe("a show's time zone", () => {
  const zoneOf = (timeZone: string) => entityInputSchema.safeParse({ ...show, timeZone });

  it('is a zone the runtime knows, stored as it names it', () => {
    for (const zone of [
      'America/Los_Angeles',
      'Europe/London',
      'UTC',
      'Etc/GMT+5',
      'America/Argentina/Salta',
    ])
      expect((zoneOf(zone).data as { timeZone?: string } | undefined)?.timeZone, zone).toBe(zone);
    expect((zoneOf(' america/new_york ').data as { timeZone?: string }).timeZone).toBe('America/New_York');
  });

  it('refuses anything else with one message, in the admin input and in the import file', () => {
    for (const zone of ['Pacific Time', 'Mars/Olympus', '+05:00', '', INVISIBLE, dirty('Asia/Tokyo')]) {
      expect(zoneOf(zone).error?.issues[0]?.message, zone).toBe(
        'Time zones are named as in America/New_York',
      );
      const imported = catalogueFileSchema.safeParse({
        version: 1,
        shows: [
          {
            ref: 'clean-show',
            name: 'Clean Weekly',
            promotion: 'clean-fed',
            showKind: 'weekly',
            startsAt: show.startsAt,
            timeZone: zone,
            endsAt: show.endsAt,
            status: 'scheduled',
            card: [],
          },
        ],
      });
      expect(imported.error?.issues[0]?.message, zone).toBe('Time zones are named as in America/New_York');
    }
  });
});
