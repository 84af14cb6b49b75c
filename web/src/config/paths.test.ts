import { describe, expect, it } from 'vitest';
import { postPath, profilePath, searchPath } from './paths';

describe('screen addresses', () => {
  it('profilePath: the own profile without an id, an encoded id otherwise', () => {
    expect(profilePath()).toBe('/profile');
    expect(profilePath('01JUSER')).toBe('/profile/01JUSER');
    expect(profilePath('a/b c')).toBe('/profile/a%2Fb%20c');
  });

  it('searchPath: the query encoded', () => {
    expect(searchPath('#WrestleMania & more')).toBe('/search?q=%23WrestleMania%20%26%20more');
  });

  it("postPath: the author's profile scrolled to the post", () => {
    expect(postPath({ id: '01JPOST', authorId: 'fan 1' })).toBe('/profile/fan%201#post-01JPOST');
  });
});
