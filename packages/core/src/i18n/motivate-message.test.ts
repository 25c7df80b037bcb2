import { describe, expect, it } from 'vitest';
import { formatPrice } from '../money.ts';
import { translatorFor } from './all-languages.ts';
import { motivateMessage } from './motivate-message.ts';

const startedAt = new Date('2026-11-01T09:00:00Z');
const now = new Date('2026-11-12T18:00:00Z'); // day 12 of the fundraiser

describe('motivateMessage (docs/decisions/0045)', () => {
  const en = translatorFor('en');
  const usd = (amount: number) => formatPrice(amount, 'USD', 'en-US');

  it('says honestly that nothing has been sold yet, and never that the group is on its way', () => {
    const text = motivateMessage(en, { sold: 0, goal: 2000, startedAt, now, price: usd });
    expect(text).toContain('No one has sold anything yet');
    expect(text).toContain('$2,000');
    expect(text).not.toMatch(/raised|way toward|on our way/i);
    expect(motivateMessage(en, { sold: 0, goal: 0, startedAt, now, price: usd })).not.toContain('$');
  });

  it('gives what was raised, the goal and the days since the start', () => {
    expect(motivateMessage(en, { sold: 1234.5, goal: 55000, startedAt, now, price: usd })).toContain(
      'In 12 days we have raised $1,234.50 of our goal of $55,000.',
    );
    const firstDay = motivateMessage(en, { sold: 11, goal: 0, startedAt, now: startedAt, price: usd });
    expect(firstDay).toContain('In 1 day we have raised $11.');
  });

  it('says a goal is passed only when it is', () => {
    expect(motivateMessage(en, { sold: 2500, goal: 2000, startedAt, now, price: usd })).toContain(
      'passed our goal of $2,000',
    );
  });

  it('is written in the group’s language with its money', () => {
    const sek = (amount: number) => formatPrice(amount, 'SEK', 'sv-SE');
    expect(motivateMessage(translatorFor('sv'), { sold: 0, goal: 2000, startedAt, now, price: sek })).toBe(
      'Hej allihop! Vår insamling har börjat och vårt mål är 2\u00a0000 kr. Ingen har sålt något ännu, så nu är det dags att börja: dela din butikslänk med familj, vänner och grannar idag. Varje e-bok räknas. Tack för att du säljer!',
    );
    const cad = (amount: number) => formatPrice(amount, 'CAD', 'fr-CA');
    expect(motivateMessage(translatorFor('fr'), { sold: 550, goal: 55000, startedAt, now, price: cad })).toContain(
      'En 12 jours, nous avons amassé 550\u00a0$ sur notre objectif de 55\u00a0000\u00a0$.',
    );
  });
});
