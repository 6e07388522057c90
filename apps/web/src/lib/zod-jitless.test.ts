import { config } from 'zod';
import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless.ts';

describe('makeZodJitless', () => {
  it('sets jitless where zod reads its settings', () => {
    // zod keeps its settings in globalThis.__zod_globalConfig; setting that object before zod loads is
    // what keeps zod's `new Function` probe (a CSP error in the console) from running.
    expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });

  it('keeps settings made before and adds jitless', () => {
    const scope: { __zod_globalConfig?: object } = { __zod_globalConfig: { locale: 'x' } };
    makeZodJitless(scope);
    expect(scope.__zod_globalConfig).toEqual({ locale: 'x', jitless: true });
    const empty: { __zod_globalConfig?: object } = {};
    makeZodJitless(empty);
    expect(empty.__zod_globalConfig).toEqual({ jitless: true });
  });
});
