// zod without eval under our CSP, set before zod loads: docs/decisions/0008 says why. Kept short: every page loads it.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
