/**
 * zod compiles object schemas with `new Function` when it may, and finds out with a caught
 * `new Function("")` the first time a schema is built. Under the app's content security policy (no
 * 'unsafe-eval', Trusted Types) that probe is refused, and the browser reports the refusal in the
 * console although zod catches it: the CSP error Lighthouse's best-practices audit saw. Jitless, zod
 * never tries.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (one object shared by every copy of zod)
 * and reuses one that exists when it loads. This sets it there, from the entry, before any chunk with
 * zod has loaded: `z.config({ jitless: true })` in a lazy module would come too late, because the
 * bundler may run the shared schemas (a side-effect-free package) before it. zod-jitless.test.ts
 * checks that zod still reads that object.
 */
export function makeZodJitless(
  scope: { __zod_globalConfig?: object } = globalThis as { __zod_globalConfig?: object },
): void {
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
