import { describe, expect, it } from 'vitest';
import { registerSchema } from './schemas/auth';
import { pageQuerySchema, userIdParamsSchema } from './schemas/common';
import { wsClientMessageSchema } from './schemas/notifications';
import { createPostSchema, popTargetSchema } from './schemas/posts';
import { timeframeQuerySchema } from './schemas/trending';
import { uploadRequestSchema } from './schemas/uploads';

/** The first issue's message, as functions/lib/http.ts answers it in a 400 body. */
const message = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message;

describe('default issue texts (zod/mini loads no locale; these are the texts classic zod gave)', () => {
  it('names the expected and the received type', () => {
    expect(message(userIdParamsSchema, {})).toBe('Invalid input: expected string, received undefined');
    expect(message(userIdParamsSchema, { userId: 7 })).toBe(
      'Invalid input: expected string, received number',
    );
    expect(message(createPostSchema, null)).toBe('Invalid input: expected object, received null');
    expect(message(createPostSchema, [])).toBe('Invalid input: expected object, received array');
    expect(message(pageQuerySchema, { limit: 'abc' })).toBe('Invalid input: expected number, received NaN');
    expect(message(pageQuerySchema, { limit: '1e400' })).toBe(
      'Invalid input: expected number, received Infinity',
    );
    expect(message(pageQuerySchema, { limit: '1.5' })).toBe('Invalid input: expected int, received number');
  });

  it('gives the bounds of lengths and numbers', () => {
    expect(message(userIdParamsSchema, { userId: 'x'.repeat(65) })).toBe(
      'Too big: expected string to have <=64 characters',
    );
    expect(message(userIdParamsSchema, { userId: '' })).toBe(
      'Too small: expected string to have >=1 characters',
    );
    expect(message(pageQuerySchema, { limit: '0' })).toBe('Too small: expected number to be >=1');
    expect(message(pageQuerySchema, { offset: '10001' })).toBe('Too big: expected number to be <=10000');
    expect(message(uploadRequestSchema, { contentType: 'image/png', contentLength: 0 })).toBe(
      'Too small: expected number to be >0',
    );
  });

  it('lists the allowed values, quotes unknown keys, names a bad email', () => {
    expect(message(timeframeQuerySchema, { timeframe: 'year' })).toBe(
      'Invalid option: expected one of "day"|"week"|"month"',
    );
    expect(message(wsClientMessageSchema, { type: 'hello' })).toBe('Invalid input: expected "auth"');
    expect(message(createPostSchema, { content: 'hi', authorId: 'u1' })).toBe('Unrecognized key: "authorId"');
    expect(message(createPostSchema, { content: 'hi', a: 1, b: 2 })).toBe('Unrecognized keys: "a", "b"');
    expect(message(registerSchema, { email: 'nope', password: 'password123', displayName: 'Al' })).toBe(
      'Invalid email address',
    );
  });

  it('keeps "Invalid input" where classic zod said only that (no option of a union fits)', () => {
    expect(message(popTargetSchema, {})).toBe('Invalid input');
  });
});
