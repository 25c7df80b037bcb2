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
    expect(screen.getByText('You will earn: $3300')).toBeTruthy();
  });

  it('recomputes from the number inputs', () => {
    renderWithApp(<EarningsCounterPage />);
    fireEvent.change(input('Group size'), { target: { value: '10' } });
    fireEvent.change(input('Items per member'), { target: { value: '3' } });
    expect(screen.getByText('You will earn: $330')).toBeTruthy();
  });

  it('ignores input that is not a whole number of at least 1', () => {
    renderWithApp(<EarningsCounterPage />);
    fireEvent.change(input('Group size'), { target: { value: '10' } });
    for (const bad of ['0', '-3', '1.5', '', 'abc']) {
      fireEvent.change(input('Group size'), { target: { value: bad } });
      expect(screen.getByText('You will earn: $1320')).toBeTruthy();
      expect(input('Group size').value).toBe('10');
    }
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
