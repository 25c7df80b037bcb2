/** The journeys that need an operator, each its own, so no journey enrols another's. */
const OPERATOR_JOURNEYS = ['console', 'payouts', 'tax-report'] as const;

/** As many attempts as playwright.config.ts's `retries` allows: a set-up link works once, so a retry needs its own. */
const ATTEMPTS = 2;

/** The operator of a journey's attempt (`testInfo.retry`): 'console-admin@…', then 'console-admin-1@…' on a retry. */
export function e2eOperator(journey: (typeof OPERATOR_JOURNEYS)[number], retry: number): string {
  return `${journey}-admin${retry > 0 ? `-${retry}` : ''}@fundshop.test`;
}

/**
 * Every operator e2e/serve.ts adds (`npm run operator -- add`) before the server starts; their set-up links wait in
 * the local outbox.
 */
export const E2E_OPERATORS = OPERATOR_JOURNEYS.flatMap((journey) =>
  Array.from({ length: ATTEMPTS }, (_, retry) => e2eOperator(journey, retry)),
);
