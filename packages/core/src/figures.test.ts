import { describe, expect, it } from 'vitest';
import { fundraiserEnded, goalProgressPercent, hasTrophy, leaderboardOf, rankPositions } from './figures.ts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

describe('the figures every page shares (docs/decisions/0049)', () => {
  it('measures a goal by what was sold, capped, and draws none without a goal', () => {
    expect(goalProgressPercent(330, 3000)).toBe(11);
    expect(goalProgressPercent(3300, 3000)).toBe(100);
    expect(goalProgressPercent(0, 3000)).toBe(0);
    expect(goalProgressPercent(50, 0)).toBeNull();
  });

  it('ranks ties together (1, 1, 3)', () => {
    expect(rankPositions([9, 9, 4, 4, 1])).toEqual([1, 1, 3, 3, 5]);
    expect(rankPositions([])).toEqual([]);
  });

  it('ranks only participants with sales; with nothing sold the leaderboard is empty', () => {
    const nobody = [
      { name: 'Ava', total: 0 },
      { name: 'Ben', total: 0 },
    ];
    expect(leaderboardOf(nobody, byName)).toEqual([]);
    const board = leaderboardOf(
      [
        { name: 'Cleo', total: 2 },
        { name: 'Ava', total: 5 },
        { name: 'Dan', total: 0 },
        { name: 'Ben', total: 5 },
        { name: 'Eve', total: 1 },
      ],
      byName,
    );
    expect(board.map((e) => [e.position, e.name])).toEqual([
      [1, 'Ava'],
      [1, 'Ben'],
      [3, 'Cleo'],
      [4, 'Eve'],
    ]);
  });

  it('gives trophies to the first three positions only, so never to a participant without a sale', () => {
    const board = leaderboardOf(
      [
        { name: 'Ava', total: 3 },
        { name: 'Ben', total: 1 },
        { name: 'Cleo', total: 0 },
        { name: 'Dan', total: 0 },
      ],
      byName,
    );
    expect(board.map((e) => [e.name, hasTrophy(e.position)])).toEqual([
      ['Ava', true],
      ['Ben', true],
    ]);
    expect([1, 2, 3, 4].map(hasTrophy)).toEqual([true, true, true, false]);
  });

  it('calls the fundraiser over once the shop is locked and a payout paid, none still on its way', () => {
    const state = (isLocked: boolean, payoutStatus: 'INITIATED' | null, paidOut: number) =>
      fundraiserEnded({
        orderByWebShop: { isLocked } as Parameters<typeof fundraiserEnded>[0]['orderByWebShop'],
        payoutStatus,
        payoutOverview: { paidOut } as NonNullable<Parameters<typeof fundraiserEnded>[0]['payoutOverview']>,
      });
    expect(state(true, null, 110)).toBe(true);
    expect(state(false, null, 110)).toBe(false);
    expect(state(true, 'INITIATED', 0)).toBe(false);
    expect(state(true, 'INITIATED', 110)).toBe(false);
    expect(state(true, null, 0)).toBe(false);
  });
});
