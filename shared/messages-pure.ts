/**
 * How the message modules (shared/messages-*.ts) write a text object that refers to a constant or
 * to another text (`${PRODUCT_NAME}`, `TOASTS.error`). To a bundler such an object literal may have
 * side effects (a template or a property read can run code), so it keeps the object where nothing
 * reads it, and every object it refers to: each Lambda function carried the admin panel's and the
 * settings screen's texts. Built by a call to texts() marked `/* @__PURE__ *\/`, the object is left
 * out where nothing uses it (the same object otherwise, built when the module loads).
 *
 * The mark goes on each call: esbuild honours a function's own `@__NO_SIDE_EFFECTS__` only for calls
 * in the file that declares it. shared/messages.test.ts checks a bundle. The object's types are
 * those of `{...} as const` (the type parameter is `const`).
 */
export function texts<const T>(build: () => T): T {
  return build();
}
