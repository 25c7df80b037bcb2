import { expect, test as base, type BrowserContext, type TestInfo } from '@playwright/test';

/** Content-Security-Policy violations by test: the app's pages must cause none (docs/decisions/0008). */
const violationsByTest = new Map<string, string[]>();

/**
 * Records every CSP violation in the context's pages and frames, even those the browser only reports as an issue
 * and never as a console message (a refused eval). The test fails at its end when there was one.
 */
export async function watchCspViolations(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  const violations = violationsByTest.get(testInfo.testId);
  if (!violations) throw new Error('CSP violations are watched only in tests from e2e/csp.ts');
  await context.exposeBinding('fundshopCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { fundshopCspViolation?: (text: string) => void }).fundshopCspViolation;
      report?.(`${event.violatedDirective} refused ${event.blockedURI || 'inline code'} on ${location.pathname}`);
    });
  });
}

/** Playwright's test, failing on any CSP violation in its context or in contexts from newDeviceContext. */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      violationsByTest.set(testInfo.testId, violations);
      await watchCspViolations(context, testInfo);
      await use();
      violationsByTest.delete(testInfo.testId);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
