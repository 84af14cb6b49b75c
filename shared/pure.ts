/**
 * A value built by `build()` when the module loads, in a call a bundler may leave out where nothing
 * uses the value: `export const TOASTS = /* @__PURE__ *\/ pure(() => ({ ... }))`.
 *
 * For a module-level value that refers to a constant or another value (`${PRODUCT_NAME}`,
 * `TOASTS.error`, `...OBSERVABILITY`): to a bundler such an expression may have side effects (a
 * template, a property read or a spread can run code), so it keeps the value in every bundle that
 * imports the module, and everything the value refers to. Every Lambda function carried the admin
 * panel's and the settings screen's texts, and every function kind's settings. Built through pure(),
 * the same value (same types: the type parameter is `const`, as `{...} as const`) is left out where
 * nothing reads it (docs/performance.md, "Lambda bundles and cold start").
 *
 * The mark goes on each call: esbuild honours a function's own `@__NO_SIDE_EFFECTS__` only for calls
 * in the file that declares it. shared/messages.test.ts and shared/manifest/manifest.test.ts check
 * bundles.
 */
export function pure<const T>(build: () => T): T {
  return build();
}
