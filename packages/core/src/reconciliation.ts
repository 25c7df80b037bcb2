import { z } from 'zod';
import { toMajor } from './money.ts';

/**
 * A group's money as one reconciliation whose lines add up (issue 26, docs/decisions/0033): each section starts from
 * a figure, takes parts off, and ends at a figure that is the sum of its lines, to the minor unit. Computed here from
 * the figures the server reads (modules/payout/money.ts), in minor units, so the sums are exact.
 */
export interface MoneyMinor {
  /** Counted sales now, net of refunds and lost disputes (the roll-ups). */
  totalSales: number;
  /** The tax those sales hold: neither share (docs/decisions/0060). */
  totalTax: number;
  totalEarnings: number;
  manualSales: number;
  manualEarnings: number;
  cardEarnings: number;
  manualPlatformShare: number;
  manualTax: number;
  refunded: number;
  disputesLost: number;
  heldForDisputes: number;
  paidOut: number;
  onTheWay: number;
  /** What a held reserve's release would pay (docs/decisions/0051). */
  reserveLeft: number;
  /** What a final payout now would hold back while buyers may still cancel (docs/decisions/0051). */
  reserveOnPayout: number;
  availableNow: number;
  owedByGroup: number;
}

export interface ReconciliationLine {
  label: string;
  /** Minor units; a part taken off is negative. */
  minor: number;
}

export interface ReconciliationSection {
  title: string;
  lines: ReconciliationLine[];
  total: ReconciliationLine;
}

const section = (title: string, lines: ReconciliationLine[], totalLabel: string): ReconciliationSection => ({
  title,
  lines,
  total: { label: totalLabel, minor: lines.reduce((sum, line) => sum + line.minor, 0) },
});

/**
 * The four steps from what was sold to what is paid: sales, then the tax and the shares, then the group's card share, then the
 * payout balance. The server checks each total against the figure it read (adds up, or the reconciliation says not).
 */
export function reconcile(m: MoneyMinor): ReconciliationSection[] {
  return [
    section(
      'Sales',
      [
        { label: 'Sold (before refunds and disputes)', minor: m.totalSales + m.refunded + m.disputesLost },
        { label: 'Refunded to buyers', minor: -m.refunded },
        { label: 'Lost in disputes', minor: -m.disputesLost },
      ],
      'Sales now',
    ),
    section(
      'Shares',
      [
        { label: 'Sales now', minor: m.totalSales },
        { label: 'Tax (owed to the tax authorities)', minor: -m.totalTax },
        { label: "Fundshop's share", minor: -(m.totalSales - m.totalTax - m.totalEarnings) },
      ],
      "Group's share",
    ),
    section(
      'Where the group’s share is',
      [
        { label: "Group's share", minor: m.totalEarnings },
        { label: 'Kept by the group from cash sales', minor: -m.manualEarnings },
      ],
      "Group's share of card sales",
    ),
    section(
      'Payout',
      [
        { label: "Group's share of card sales", minor: m.cardEarnings },
        { label: "Fundshop's share of cash sales (the group holds it)", minor: -m.manualPlatformShare },
        { label: 'Tax in cash sales (the group holds it)', minor: -m.manualTax },
        { label: 'Held for open disputes', minor: -m.heldForDisputes },
        { label: 'Paid out', minor: -m.paidOut },
        { label: 'On the way', minor: -m.onTheWay },
        { label: 'Reserve held after the final payout', minor: -m.reserveLeft },
        { label: 'Held back while buyers may still cancel', minor: -m.reserveOnPayout },
      ],
      'Balance',
    ),
  ];
}

/**
 * Whether every section ends at the figure the server read for it, and the balance says what a payout may pay now and
 * what the group owes: payable is the balance when positive; the group owes what earlier payouts paid beyond its
 * card share less Fundshop's cash share and the cash sales' tax (a balance below what is held for disputes).
 */
export function reconciliationAddsUp(m: MoneyMinor, sections: ReconciliationSection[] = reconcile(m)): boolean {
  const [sales, shares, card, payout] = sections.map((s) => s.total.minor);
  const balance = payout!;
  return (
    sales === m.totalSales &&
    shares === m.totalEarnings &&
    card === m.cardEarnings &&
    m.availableNow === Math.max(0, balance) &&
    m.owedByGroup === Math.max(0, -(balance + m.heldForDisputes))
  );
}

const line = z.object({ label: z.string(), amount: z.number() });
/** The reconciliation as the operator API answers it: major units, and whether it adds up. */
export const reconciliation = z.object({
  currencyCode: z.string(),
  sections: z.array(z.object({ title: z.string(), lines: z.array(line), total: line })),
  availableNow: z.number(),
  owedByGroup: z.number(),
  addsUp: z.boolean(),
});
export type Reconciliation = z.infer<typeof reconciliation>;

export function reconciliationOf(m: MoneyMinor, currencyCode: string): Reconciliation {
  const sections = reconcile(m);
  const major = (l: ReconciliationLine) => ({ label: l.label, amount: toMajor(l.minor) });
  return {
    currencyCode,
    sections: sections.map((s) => ({ title: s.title, lines: s.lines.map(major), total: major(s.total) })),
    availableNow: toMajor(m.availableNow),
    owedByGroup: toMajor(m.owedByGroup),
    addsUp: reconciliationAddsUp(m, sections),
  };
}
