import { describe, expect, it } from 'vitest';
import { controlsKey } from '../data/controls';
import { viewerControlsOf } from './viewer-controls';

const now = new Date('2026-06-01T12:00:00Z');
const at = now.getTime() / 1000;
const item = {
  ...controlsKey('me'),
  SK: 'FILTERS' as const,
  blocked: new Set(['blocked-by-me']),
  blockedBy: new Set(['blocks-me']),
  muted: { 'muted-forever': 0, 'muted-later': at + 60, 'muted-before': at - 60, 'muted-now': at },
};

describe('the viewer controls', () => {
  it('hides fans blocked either way, and muted ones until their mute ends', () => {
    const f = viewerControlsOf('me', item, now);
    expect(f.blocksEitherWay('blocked-by-me')).toBe(true);
    expect(f.blocksEitherWay('blocks-me')).toBe(true);
    expect(f.blockedByViewer('blocked-by-me')).toBe(true);
    expect(f.blockedByViewer('blocks-me')).toBe(false);
    for (const id of ['blocked-by-me', 'blocks-me', 'muted-forever', 'muted-later'])
      expect(f.hidesUser(id), id).toBe(true);
    // A mute that ended (or ends this second) hides nothing, though nothing deleted it.
    for (const id of ['muted-before', 'muted-now', 'someone', 'me']) expect(f.hidesUser(id), id).toBe(false);
    expect(f.mutedUntil('muted-forever')).toBe(0);
    expect(f.mutedUntil('muted-later')).toBe(at + 60);
    expect(f.mutedUntil('muted-before')).toBeNull();
    expect(f.blocksEitherWay('muted-forever')).toBe(false);
  });

  it('hides nobody without an item, and reads no inherited keys as mutes', () => {
    const f = viewerControlsOf('me', null, now);
    for (const id of ['anyone', 'constructor', '__proto__', 'toString'])
      expect(f.hidesUser(id), id).toBe(false);
    expect(viewerControlsOf('me', item, now).hidesUser('constructor')).toBe(false);
    expect(f.words).toEqual({});
  });
});
