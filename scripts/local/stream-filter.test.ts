import { describe, expect, it } from 'vitest';
import { matchesAny, matchesPattern } from './stream-filter';

const insertPost = {
  eventName: 'INSERT',
  dynamodb: { NewImage: { type: { S: 'post' }, PK: { S: 'post#1' } } },
};

describe('stream filter patterns', () => {
  it('matches exact values inside nested objects', () => {
    expect(
      matchesPattern(
        { eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: ['post'] } } } },
        insertPost,
      ),
    ).toBe(true);
    expect(matchesPattern({ eventName: ['REMOVE'] }, insertPost)).toBe(false);
  });
  it('supports prefix and exists', () => {
    expect(matchesPattern({ dynamodb: { NewImage: { PK: { S: [{ prefix: 'post#' }] } } } }, insertPost)).toBe(
      true,
    );
    expect(matchesPattern({ dynamodb: { OldImage: [{ exists: false }] } }, insertPost)).toBe(true);
    expect(matchesPattern({ dynamodb: { NewImage: [{ exists: false }] } }, insertPost)).toBe(false);
  });
  it('ORs several patterns and passes everything with none', () => {
    expect(matchesAny([{ eventName: ['REMOVE'] }, { eventName: ['INSERT'] }], insertPost)).toBe(true);
    expect(matchesAny([{ eventName: ['MODIFY'] }], insertPost)).toBe(false);
    expect(matchesAny([], insertPost)).toBe(true);
  });
});
