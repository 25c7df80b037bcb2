import type { Translate } from './translator.ts';

/** What the group has really done, as its dashboard shows it. */
export interface MotivateFigures {
  /** Raised for the group so far (its earnings), major units. */
  sold: number;
  /** The group's goal, major units; 0 is no goal. */
  goal: number;
  /** When the group registered. */
  startedAt: Date;
  now: Date;
  /** Money as the page writes it (the group's locale). */
  price: (amount: number) => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The pre-filled 'Motivate your sellers' message, written from the group's real figures in the page's language
 * (docs/decisions/0045): nothing raised yet gives a start message that says so; a goal passed says it is passed;
 * otherwise what was raised in how many days, of which goal. It never claims progress that did not happen.
 */
export function motivateMessage(t: Translate, figures: MotivateFigures): string {
  const { sold, goal, price } = figures;
  // The first day counts as day 1: 'in 1 day' on the day the group registered.
  const days = Math.max(1, Math.floor((figures.now.getTime() - figures.startedAt.getTime()) / DAY_MS) + 1);
  if (sold <= 0) return goal > 0 ? t('motivate.nothingSold', { goal: price(goal) }) : t('motivate.nothingSoldNoGoal');
  if (goal <= 0) return t('motivate.someSoldNoGoal', { sold: price(sold), days });
  if (sold >= goal) return t('motivate.goalReached', { sold: price(sold), goal: price(goal) });
  return t('motivate.someSold', { sold: price(sold), goal: price(goal), days });
}
