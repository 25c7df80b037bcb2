/**
 * The operators e2e/serve.ts adds (`npm run operator -- add`) before the server starts, one per journey that needs
 * one, so no journey enrols another's. Their set-up links wait in the local outbox.
 */
export const E2E_OPERATORS = {
  console: 'console-admin@fundshop.test',
  payouts: 'payouts-admin@fundshop.test',
} as const;
