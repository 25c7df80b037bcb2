import { describe, expect, it } from 'vitest';
import { isStalled, POLLER_STALL_GRACE_MS, startPoller } from './poller.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('startPoller', () => {
  it('ticks with every pass, and stop() waits for the pass in flight and marks it stopped', async () => {
    let passes = 0;
    let finishPass: (() => void) | undefined;
    const poller = startPoller({
      name: 'test poller',
      intervalMs: 10,
      log: quiet,
      pass: async () => {
        passes++;
        if (passes === 3) await new Promise<void>((resolve) => (finishPass = resolve));
        return false;
      },
    });
    const startedAt = poller.status().lastTickAt;
    while (passes < 3) await sleep(5);
    expect(poller.status().lastTickAt).toBeGreaterThan(startedAt);
    expect(isStalled(poller.status())).toBe(false);

    let stopped = false;
    const stopping = poller.stop().then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    finishPass?.();
    await stopping;
    expect(passes).toBe(3);
    expect(poller.status().stopped).toBe(true);
    expect(isStalled(poller.status())).toBe(true);
  });

  it('counts a poller as stalled after two intervals and the grace without a tick', () => {
    const status = { name: 'x', intervalMs: 1000, lastTickAt: 0, stopped: false };
    expect(isStalled(status, 2 * 1000 + POLLER_STALL_GRACE_MS)).toBe(false);
    expect(isStalled(status, 2 * 1000 + POLLER_STALL_GRACE_MS + 1)).toBe(true);
  });
});
