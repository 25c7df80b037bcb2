import { en } from '@fundshop/core/i18n/catalogues/en';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { FrontPage } from './front-page.tsx';

describe('front page', () => {
  it('explains the product in three sentences and leads to the demo, registration and both logins', () => {
    renderWithApp(<FrontPage />);
    expect(screen.getByRole('heading', { level: 1, name: en['front.title'] })).toBeInTheDocument();
    for (const key of ['front.whatItIs', 'front.howSupportersBuy', 'front.howItEnds'] as const)
      expect(screen.getByText(en[key])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try the demo store' })).toHaveAttribute('href', '/store-demo');
    expect(screen.getByRole('link', { name: 'Start a fundraiser' })).toHaveAttribute('href', '/register-store');
    expect(screen.getByRole('link', { name: 'Organiser login' })).toHaveAttribute('href', '/contactperson/login');
    expect(screen.getByRole('link', { name: 'Participant login' })).toHaveAttribute('href', '/seller/login');
  });

  it('is in Swedish on a Swedish page, with none of the English texts', () => {
    renderWithApp(<FrontPage />, { language: 'sv' });
    const keys = [
      'front.title',
      'front.whatItIs',
      'front.howSupportersBuy',
      'front.howItEnds',
      'front.tryDemo',
      'front.startFundraiser',
      'front.loginTitle',
      'front.organiserLogin',
      'front.participantLogin',
    ] as const;
    for (const key of keys) {
      expect(screen.getByText(sv[key])).toBeInTheDocument();
      expect(screen.queryByText(en[key])).toBeNull();
    }
    expect(document.title).toBe(`${sv['front.pageTitle']} · Fundshop`);
  });
});
