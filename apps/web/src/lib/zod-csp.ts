/**
 * zod compiles object parsers with `new Function` unless told not to; the page's Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') refuses that and Chromium reports every attempt as an issue. zod
 * reads this global config when its chunk loads, so it is set here, before any chunk that brings zod.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
