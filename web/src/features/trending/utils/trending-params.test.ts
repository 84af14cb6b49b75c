import { describe, expect, it } from 'vitest';
import { countOf, hashtagPath, wholeNumber } from './format';
import { readTrendingParams, writeTrendingParams } from './trending-params';

const read = (search: string) => readTrendingParams(new URLSearchParams(search));
const write = (search: string, next: Parameters<typeof writeTrendingParams>[1]) =>
  writeTrendingParams(new URLSearchParams(search), next).toString();

describe('the trending screen’s address', () => {
  it('reads ?timeframe= and ?tab=, unknown or missing values being day and hashtags', () => {
    expect(read('')).toEqual({ timeframe: 'day', tab: 'hashtags' });
    expect(read('timeframe=week&tab=content')).toEqual({ timeframe: 'week', tab: 'content' });
    expect(read('timeframe=month&tab=discovery')).toEqual({ timeframe: 'month', tab: 'discovery' });
    expect(read('tab=creators')).toEqual({ timeframe: 'day', tab: 'creators' });
    expect(read('timeframe=year&tab=bogus')).toEqual({ timeframe: 'day', tab: 'hashtags' });
    expect(read('timeframe=WEEK&tab=')).toEqual({ timeframe: 'day', tab: 'hashtags' });
  });

  it('writes them back, leaving the defaults out and other parameters alone', () => {
    expect(write('', { timeframe: 'week', tab: 'content' })).toBe('timeframe=week&tab=content');
    expect(write('timeframe=week&tab=content', { timeframe: 'day', tab: 'hashtags' })).toBe('');
    expect(write('ref=mail&tab=creators', { timeframe: 'month', tab: 'creators' })).toBe(
      'ref=mail&tab=creators&timeframe=month',
    );
  });
});

describe('card formatting', () => {
  it('links a hashtag to /hashtag/{name}, encoded', () => {
    expect(hashtagPath('WrestleMania')).toBe('/hashtag/WrestleMania');
    expect(hashtagPath('Lucha Libre')).toBe('/hashtag/Lucha%20Libre');
  });

  it('rounds scores and counts posts', () => {
    expect(wholeNumber(42.6)).toBe('43');
    expect(wholeNumber(7.2)).toBe('7');
    expect(countOf(1, 'post', 'posts')).toBe('1 post');
    expect(countOf(0, 'post', 'posts')).toBe('0 posts');
    expect(countOf(12, 'post', 'posts')).toBe('12 posts');
  });
});
