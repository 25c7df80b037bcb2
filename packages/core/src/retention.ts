/**
 * How long personal data is kept after a fundraiser (docs/decisions/0040); configurable with RETENTION_SUPPORTER_DAYS
 * and RETENTION_PARTICIPANT_DAYS. A zod-free module: the store's public configuration reads these defaults, and the
 * store's JavaScript budget has no room for the schemas of personal-data.ts.
 */
export const DEFAULT_RETENTION_SUPPORTER_DAYS = 90;
export const DEFAULT_RETENTION_PARTICIPANT_DAYS = 180;
