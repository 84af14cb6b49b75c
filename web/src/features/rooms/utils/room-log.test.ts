import { describe, expect, it } from 'vitest';
import { message } from '@/features/rooms/testing/room-fixtures';
import { logFromPage, withDeleted, withFrame, withOwn, withPageAfter, withPageBefore } from './room-log';

const seqs = (log: { messages: { seq: number }[] }) => log.messages.map((m) => m.seq);

describe('the room log', () => {
  it('appends a frame that follows on, and drops doubles', () => {
    const log = logFromPage({ messages: [message(1), message(2)], lastSeq: 2, more: false });
    const once = withFrame(log, { messages: [message(3), message(4)], lastSeq: 4 });
    expect(once.gap).toBe(false);
    expect(seqs(once.log)).toEqual([1, 2, 3, 4]);
    expect(once.log.upTo).toBe(4);
    const twice = withFrame(once.log, { messages: [message(4), message(3)], lastSeq: 4 });
    expect(twice.gap).toBe(false);
    expect(seqs(twice.log)).toEqual([1, 2, 3, 4]);
  });

  it('sees a gap (a message missed, or the room ahead of the frame) and fills it from a page after', () => {
    const log = logFromPage({ messages: [message(1)], lastSeq: 1, more: false });
    const skipped = withFrame(log, { messages: [message(4)], lastSeq: 4 });
    expect(skipped.gap).toBe(true);
    expect(skipped.log.upTo).toBe(1);
    expect(seqs(skipped.log)).toEqual([1, 4]);
    const page = withPageAfter(skipped.log, {
      messages: [message(2), message(3), message(4)],
      lastSeq: 4,
      more: false,
    });
    expect(seqs(page)).toEqual([1, 2, 3, 4]);
    expect(page.upTo).toBe(4);
    expect(withFrame(page, { messages: [], lastSeq: 6 }).gap).toBe(true);
  });

  it('reads page after page while more follow', () => {
    const log = logFromPage({ messages: [message(1)], lastSeq: 1, more: false });
    const first = withPageAfter(log, { messages: [message(2), message(3)], lastSeq: 9, more: true });
    expect(first.upTo).toBe(3);
    // The server left out what this fan hides (5): the last page still brings upTo to the room's newest.
    const last = withPageAfter(first, { messages: [message(4), message(6)], lastSeq: 6, more: false });
    expect(last.upTo).toBe(6);
    expect(seqs(last)).toEqual([1, 2, 3, 4, 6]);
  });

  it('blanks deleted messages and never brings their text back', () => {
    const log = logFromPage({ messages: [message(1), message(2)], lastSeq: 2, more: false });
    const { log: deleted } = withFrame(log, { messages: [], deleted: [2], lastSeq: 2 });
    expect(deleted.messages[1]).toMatchObject({ seq: 2, text: '', deleted: true });
    const again = withPageAfter(deleted, { messages: [message(2)], lastSeq: 2, more: false });
    expect(again.messages[1]).toMatchObject({ deleted: true, text: '' });
    expect(withDeleted(log, [1]).messages[0]).toMatchObject({ deleted: true });
  });

  it("takes the fan's own message and older pages in order", () => {
    const log = logFromPage({ messages: [message(51), message(52)], lastSeq: 52, more: false });
    expect(log.startReached).toBe(false);
    const own = withOwn(log, message(53));
    expect(own.upTo).toBe(53);
    const older = withPageBefore(own, { messages: [message(49), message(50)], lastSeq: 53, more: false }, 50);
    expect(seqs(older)).toEqual([49, 50, 51, 52, 53]);
    expect(older.startReached).toBe(true);
  });
});
