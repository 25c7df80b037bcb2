// The server's Content-Security-Policy allows no eval (docs/decisions/0008). zod compiles object parsers with
// `new Function` unless it is jitless, and probes for eval as the bundle defines its schemas: the refused probe is
// caught, yet still reported as a CSP violation. zod takes its configuration from this global when it loads. It
// has to be set before the bundle runs, and the bundler merges zod and the schemas into chunks that run before any
// code of ours, so this is a classic script of its own, loaded ahead of the module scripts.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
