import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { parseCount } from '../components/count-slider.tsx';
import { EarningsCounterPage } from './earnings-counter-page.tsx';

function input(label: string): HTMLInputElement {
  return screen.getByRole('spinbutton', { name: label });
}

describe('earnings counter', () => {
  it('starts at 25 members x 12 items x 11', () => {
    renderWithApp(<EarningsCounterPage />);
    expect(input('Group size').value).toBe('25');
    expect(input('Items per member').value).toBe('12');
    expect(screen.getByText('You will earn: $3,300')).toBeInTheDocument();
  });

  it('recomputes from the number inputs', () => {
    renderWithApp(<EarningsCounterPage />);
    fireEvent.change(input('Group size'), { target: { value: '10' } });
    fireEvent.change(input('Items per member'), { target: { value: '3' } });
    expect(screen.getByText('You will earn: $330')).toBeInTheDocument();
  });

  it('ignores input that is not a whole number of at least 1, and shows the count in use again on leaving', () => {
    renderWithApp(<EarningsCounterPage />);
    fireEvent.change(input('Group size'), { target: { value: '10' } });
    for (const bad of ['0', '-3', '1.5', '', 'abc']) {
      fireEvent.change(input('Group size'), { target: { value: bad } });
      expect(screen.getByText('You will earn: $1,320')).toBeInTheDocument();
      fireEvent.blur(input('Group size'));
      expect(input('Group size').value).toBe('10');
    }
  });

  it('can be emptied and retyped: clearing 25 and typing 40 gives 40', () => {
    renderWithApp(<EarningsCounterPage />);
    fireEvent.change(input('Group size'), { target: { value: '' } });
    expect(input('Group size').value).toBe('');
    fireEvent.change(input('Group size'), { target: { value: '4' } });
    fireEvent.change(input('Group size'), { target: { value: '40' } });
    expect(input('Group size').value).toBe('40');
    expect(screen.getByText('You will earn: $5,280')).toBeInTheDocument();
  });

  it('speaks French on a French page, with the same sum', () => {
    renderWithApp(<EarningsCounterPage />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Calculateur de revenus' })).toBeInTheDocument();
    expect(input('Taille du groupe').value).toBe('25');
    expect(screen.getByRole('slider', { name: 'Curseur : Articles par membre' })).toBeInTheDocument();
    // Grouped as French writes numbers (Intl's narrow no-break space), as the money on the other pages.
    expect(screen.getByTestId('earnings-result').textContent).toMatch(/^Vous gagnerez\s:\s3\s300\s\$$/u);
    expect(screen.queryByText(/You will earn/)).toBeNull();
    expect(screen.queryByText('Group size')).toBeNull();
  });

  it('parses counts strictly', () => {
    expect(parseCount('7')).toBe(7);
    expect(parseCount('100')).toBe(100);
    expect(parseCount('0')).toBeNull();
    expect(parseCount('2.5')).toBeNull();
    expect(parseCount('1e2')).toBeNull();
    expect(parseCount('')).toBeNull();
  });
});
