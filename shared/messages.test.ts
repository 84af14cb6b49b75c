/**
 * The message modules in a bundle: a text object nothing uses is left out (those that refer to a
 * constant or another text are built through pure(), shared/pure.ts), so a Lambda function
 * carries the texts it answers with, not the web app's (docs/performance.md, "Lambda bundles and
 * cold start").
 */
import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { minifiedBundle } from './test-bundle';

/** A minified bundle (as the functions' are) of a module importing `names` from messages.ts. */
const bundleOf = (names: string[]) =>
  minifiedBundle(
    names.length ? `export { ${names.join(', ')} } from './messages';` : `import './messages';`,
    import.meta.dirname,
  );

/** Every text (string value, nested ones too) of a message object. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(textsOf)
      : [];

/**
 * Whether the bundle holds `text` as written (a text a template makes with `${}` is not found so,
 * but the other texts of its object are).
 */
const holds = (bundle: string, text: string) => bundle.includes(JSON.stringify(text).slice(1, -1));

describe('messages in a bundle', () => {
  it('a bundle that uses no text holds none', async () => {
    const bundle = await bundleOf([]);
    const held = Object.entries(messages).flatMap(([name, value]) =>
      textsOf(value)
        .filter((text) => holds(bundle, text))
        .map((text) => `${name}: ${text}`),
    );
    expect(held).toEqual([]);
  });

  it("a bundle of the API errors leaves out the web screens' texts", async () => {
    const bundle = await bundleOf(['API_ERRORS']);
    expect(holds(bundle, messages.API_ERRORS.internal)).toBe(true);
    const webTexts = {
      ADMIN_TEXTS: messages.ADMIN_TEXTS.noReportsText,
      SETTINGS_TEXTS: messages.SETTINGS_TEXTS.intro,
      TOASTS: messages.TOASTS.welcomeSignup,
      ONBOARDING_TOASTS: messages.ONBOARDING_TOASTS.completeText,
      POST_TOASTS: messages.POST_TOASTS.deleted,
    };
    for (const [name, text] of Object.entries(webTexts)) expect(holds(bundle, text), name).toBe(false);
  });

  it('a text object built from others keeps what it refers to', async () => {
    const bundle = await bundleOf(['ADMIN_TEXTS']);
    expect(holds(bundle, messages.ADMIN_TEXTS.postDeleted)).toBe(true);
    expect(holds(bundle, messages.ADMIN_TEXTS.noReportsText)).toBe(true);
  });
});
