import type { AppContext } from '../../context.ts';
import { startPoller, type Poller, type WorkerLogger } from '../../lib/poller.ts';
import { sendDailySummaries } from './daily-summary.ts';
import { sendFundraiserEndNotices } from './fundraiser-end.ts';
import { sendSaleNotices } from './sale-notices.ts';
import { sendSalesReminders } from './sales-reminder.ts';

/** How often each instance looks for notices due: a sale is told within about this after its window. */
const NOTICE_POLL_MS = 60_000;

/**
 * Every instance runs it (docs/decisions/0048): no jobs row is needed, because each seller and group is claimed on
 * its own row, so two instances never send the same notice and share the work when there is much of it.
 */
export function startNoticeWorker(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets'>,
  log: WorkerLogger,
  intervalMs = NOTICE_POLL_MS,
): Poller {
  return startPoller({
    name: 'notices',
    intervalMs,
    log,
    pass: async () => {
      const sales = await sendSaleNotices(ctx);
      const summaries = await sendDailySummaries(ctx);
      const ends = await sendFundraiserEndNotices(ctx);
      const reminders = await sendSalesReminders(ctx);
      const counts = { sales: sales.sent, summaries: summaries.sent, ends: ends.sent, reminders: reminders.sent };
      if (Object.values(counts).some((count) => count > 0)) log.info(counts, 'notices queued');
      return sales.more || summaries.more || ends.more || reminders.more;
    },
  });
}
