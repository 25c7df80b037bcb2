import { deleteExpiredSessions } from '../../auth/session.ts';
import type { Executor } from '../../db/client.ts';
import { deleteExpiredCaptchas } from '../../integrations/captcha/altcha-captcha.ts';
import { startPoller, type Poller, type WorkerLogger } from '../../lib/poller.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes rows whose time is over, so tables that grow with every login or registration stay small: sessions past
 * their 30 days, and used captcha solutions past their challenge's expiry (ALTCHA refuses those anyway).
 */
export async function sweepExpired(db: Executor): Promise<{ sessions: number; captchas: number }> {
  return { sessions: await deleteExpiredSessions(db), captchas: await deleteExpiredCaptchas(db) };
}

/** Sweeps every hour; each instance may run it, since deleting what is already gone does nothing. */
export function startHousekeeping(db: Executor, log: WorkerLogger, intervalMs = HOUR_MS): Poller {
  return startPoller({
    name: 'housekeeping',
    intervalMs,
    log,
    pass: async () => {
      const swept = await sweepExpired(db);
      if (swept.sessions + swept.captchas > 0) log.info(swept, 'expired rows deleted');
      return false;
    },
  });
}
