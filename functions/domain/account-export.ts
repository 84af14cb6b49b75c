/**
 * The account export (GDPR article 20): the fan's data, a section page at a time. The cursor is the
 * section and the last sort key read in it (base64url JSON); data/account-export.ts reads the pages
 * inside the fan's own partitions and refuses a sort key the section cannot have.
 */
import { ACCOUNT_TEXTS } from '../../shared/messages';
import {
  type AccountExportPage,
  EXPORT_SECTIONS,
  type ExportCursor,
  type ExportSection,
  exportCursorSchema,
} from '../../shared/schemas/account';
import {
  exportSectionPage,
  isStoredSection,
  type StoredSection,
  sectionCanEndAt,
} from '../data/account-export';
import type { Db } from '../data/client';
import { getControlsItem } from '../data/controls';
import { bellsOfFanPage } from '../data/rooms/alerts';
import { spoilerStateOf } from '../data/spoilers/state';
import type { UserItem } from '../data/user';
import { invalid } from '../lib/errors';

const EXPORT_PAGE = 100;

const encode = (c: ExportCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/**
 * Reads a cursor: anything but a section and a sort key that section's items can have is a 400
 * that changes nothing.
 */
function decode(cursor: string | undefined): { section: ExportSection; after?: string } {
  if (!cursor) return { section: EXPORT_SECTIONS[0] };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(ACCOUNT_TEXTS.badExportCursor);
  }
  const parsed = exportCursorSchema.safeParse(value);
  if (!parsed.success) throw invalid(ACCOUNT_TEXTS.badExportCursor);
  const { s: section, k: after } = parsed.data;
  if (after === undefined) return { section };
  if (!isStoredSection(section) || !sectionCanEndAt(section, after))
    throw invalid(ACCOUNT_TEXTS.badExportCursor);
  return { section, after };
}

const toIso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** One page of a section stored a page at a time, as the export shows it. */
async function storedPage(
  db: Db,
  fan: UserItem,
  section: StoredSection,
  after: string | undefined,
): Promise<{ items: unknown[]; last: string | undefined }> {
  const read = <S extends StoredSection>(s: S) => exportSectionPage(db, fan.id, s, EXPORT_PAGE, after);
  const edges = async (s: 'following' | 'followers' | 'blocks') => {
    const { rows, last } = await read(s);
    return { items: rows.map((e) => ({ userId: e.id, since: e.since })), last };
  };
  switch (section) {
    case 'posts': {
      const { rows, last } = await read(section);
      const items = rows.map((post) => ({
        id: post.id,
        content: post.content,
        imageUrl: post.imageUrl,
        linkPreviewUrl: post.linkPreviewUrl,
        hashtags: post.hashtags,
        popCount: post.popCount,
        commentCount: post.commentCount,
        createdAt: post.createdAt,
        editedAt: post.editedAt ?? null,
      }));
      return { items, last };
    }
    case 'comments': {
      const { rows, last } = await read(section);
      return {
        items: rows.map((c) => ({ id: c.id, postId: c.postId, content: c.content, createdAt: c.createdAt })),
        last,
      };
    }
    case 'pops': {
      const { rows, last } = await read(section);
      return { items: rows, last };
    }
    case 'following':
    case 'followers':
    case 'blocks':
      return edges(section);
    case 'notifications': {
      const { rows, last } = await read(section);
      const items = rows.map((n) => ({
        id: n.id,
        kind: n.kind,
        postId: n.postId ?? null,
        actors: n.actors ?? [],
        read: n.read,
        createdAt: n.createdAt,
      }));
      return { items, last };
    }
    case 'reports': {
      const { rows, last } = await read(section);
      const items = rows.map((r) => ({
        id: r.id,
        reason: r.reason,
        description: r.description,
        status: r.status,
        createdAt: r.createdAt,
        reported: { kind: r.target.kind, id: r.target.id },
      }));
      return { items, last };
    }
    case 'entityFollows': {
      const { rows, last } = await read(section);
      return { items: rows.map((e) => ({ entityId: e.id, since: e.since })), last };
    }
  }
}

/**
 * The sections that are one item: the profile, and of the controls item the mutes, the muted words,
 * the Spoiler Guard settings (the defaults when never set), the watch statuses and the show-night
 * alerts (the setting and the shows' bells).
 */
async function itemSection(db: Db, fan: UserItem, section: Exclude<ExportSection, StoredSection>) {
  switch (section) {
    case 'profile':
      return [
        {
          id: fan.id,
          email: fan.email,
          displayName: fan.displayName,
          handle: fan.handle,
          bio: fan.bio,
          favoriteWrestlers: fan.favoriteWrestlers,
          favoritePromotions: fan.favoritePromotions,
          profileImageUrl: fan.profileImageUrl,
          followerCount: fan.followerCount,
          followingCount: fan.followingCount,
          // The band the sign-up derived (null: from before bands); the birthdate was never stored.
          ageBand: fan.ageBand ?? null,
          createdAt: fan.createdAt,
        },
      ];
    case 'mutes': {
      const muted = (await getControlsItem(db, fan.id))?.muted ?? {};
      return Object.entries(muted).map(([userId, until]) => ({ userId, until: until ? toIso(until) : null }));
    }
    case 'mutedWords': {
      const words = (await getControlsItem(db, fan.id))?.words ?? {};
      return Object.values(words).map((w) => ({
        word: w.word,
        action: w.action,
        until: w.expiresAt ? toIso(w.expiresAt) : null,
      }));
    }
    case 'spoilerSettings': {
      const { protect, liftAfter } = spoilerStateOf(await getControlsItem(db, fan.id));
      return [{ protect, liftAfter }];
    }
    case 'watchStatuses': {
      const { statuses } = spoilerStateOf(await getControlsItem(db, fan.id));
      return Object.entries(statuses)
        .map(([showId, w]) => ({ showId, show: w.name, status: w.status, at: w.at }))
        .sort((a, b) => (a.at < b.at ? -1 : 1));
    }
    case 'alertSettings': {
      // Show-night alerts (docs/rooms.md): the setting, and the shows whose bell the fan rang (kept
      // a day after each show's room closes: a few at a time, one page of the index).
      const [controls, bells] = await Promise.all([
        getControlsItem(db, fan.id),
        bellsOfFanPage(db, fan.id, 100),
      ]);
      return [{ showNight: controls?.alertsShowNight === true, bells: bells.items }];
    }
  }
}

/** One page of one section; `nextCursor` walks every section in turn, then is null. */
export async function exportPage(db: Db, fan: UserItem, cursor?: string): Promise<AccountExportPage> {
  const { section, after } = decode(cursor);
  const { items, last } = isStoredSection(section)
    ? await storedPage(db, fan, section, after)
    : { items: await itemSection(db, fan, section), last: undefined };
  const following = EXPORT_SECTIONS[EXPORT_SECTIONS.indexOf(section) + 1];
  const next: ExportCursor | null = last ? { s: section, k: last } : following ? { s: following } : null;
  return { section, items, nextCursor: next ? encode(next) : null };
}
