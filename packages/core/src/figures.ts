import type { DashboardData } from './dashboard.ts';

/*
 * One definition of each figure that more than one page shows (issue 29 "Figures that agree", docs/decisions/0049):
 * the organiser's and the seller's dashboards, the store and the team page read them from here.
 *
 * - Sold: what supporters paid, before the group's share. A goal, the group's or a seller's, is measured by it.
 * - The group's share (earnings): the part of what was sold that goes to the group (SPEC §3 totalEarnings).
 * - Products sold: copies, the group's or one seller's, each labelled whose on screen.
 */

/**
 * A goal's progress in percent, by what was sold (SPEC §9's progress bar: sold divided by goal, capped at 100%; null
 * when there is no goal: no bar).
 */
export function goalProgressPercent(sold: number, goal: number): number | null {
  if (!(goal > 0)) return null;
  return Math.min(100, Math.max(0, (sold / goal) * 100));
}

/** How many places earn a trophy. */
export const TROPHY_PLACES = 3;

/** Competition ranking: equal totals share a position and the next position skips (1, 1, 3). */
export function rankPositions(totals: readonly number[]): number[] {
  return totals.map((total, i) => {
    let position = i + 1;
    while (position > 1 && totals[position - 2] === total) position--;
    return position;
  });
}

/**
 * The leaderboard: only participants who have sold are ranked, most products first, ties sharing a position; a
 * place with a trophy is one of the first three positions, so nobody without a sale ever holds one.
 * `order` breaks ties for the listing only (names, then ids), never the position.
 */
export function leaderboardOf<T extends { total: number }>(
  entries: readonly T[],
  order: (a: T, b: T) => number,
): (T & { position: number })[] {
  const ranked = entries.filter((entry) => entry.total > 0).sort((a, b) => b.total - a.total || order(a, b));
  const positions = rankPositions(ranked.map((entry) => entry.total));
  return ranked.map((entry, i) => ({ ...entry, position: positions[i]! }));
}

/** Whether a leaderboard position carries a trophy. */
export function hasTrophy(position: number): boolean {
  return position >= 1 && position <= TROPHY_PLACES;
}

/**
 * The fundraiser is over for the organiser once the shop is locked and paid out: a payout has been paid and none is
 * still on its way. Its Start then leads with the result instead of registering participants.
 */
export function fundraiserEnded(
  data: Pick<DashboardData, 'orderByWebShop' | 'payoutStatus' | 'payoutOverview'>,
): boolean {
  return data.orderByWebShop.isLocked && data.payoutStatus === null && (data.payoutOverview?.paidOut ?? 0) > 0;
}
