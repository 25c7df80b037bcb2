import type { PayoutProvider } from './payout-provider.ts';

/**
 * Local payouts: the transfer is accepted at once with a reference derived from the payout, and an operator
 * moves it on with `npm run payouts -- advance <id>` (there is no bank to report back).
 */
export function createSimulatedPayouts(): PayoutProvider {
  return {
    kind: 'simulated',
    sendPayout: async (transfer) => `sim_tr_${transfer.payoutId}`,
    reclaimPayout: async () => {},
    setPayoutSchedule: async () => {},
    transferStatus: async (reference) => ({
      status: 'simulated',
      details: [{ label: 'Transfer', value: `${reference}: accepted at once; an operator moves the payout on` }],
    }),
  };
}
