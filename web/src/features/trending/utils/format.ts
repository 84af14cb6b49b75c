/** A hashtag's screen (/hashtag/{name}, the name without "#"), as post text links it. */
export const hashtagPath = (name: string): string => `/hashtag/${encodeURIComponent(name)}`;

/** A count or score as the cards show it: a whole number ("42"). */
export const wholeNumber = (value: number): string => String(Math.round(value));

/** "1 post", "12 posts". */
export const countOf = (count: number, one: string, many: string): string =>
  `${wholeNumber(count)} ${Math.round(count) === 1 ? one : many}`;
