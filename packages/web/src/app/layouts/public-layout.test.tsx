import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { PublicLayout } from './public-layout.tsx';

/** Where the logo of a supporter's page leads (docs/decisions/0056): its store, else the front page, never registration. */
describe("the logo on supporters' pages", () => {
  const logoOn = (path: string, route = '*') => {
    cleanup();
    mockApi({});
    renderWithApp(<PublicLayout />, { path, route });
    return screen.getByRole('link', { name: 'Fundshop' }).getAttribute('href');
  };

  it('leads back to the store a supporter is in, its payment page too', () => {
    expect(logoOn('/shop/42', '/shop/:sellerId')).toBe('/shop/42');
  });

  it('leads to the front page from the e-books, order and data pages, not to group registration', () => {
    for (const path of ['/my-books/abc', '/my-order/sim_cs_1', '/my-data']) expect(logoOn(path)).toBe('/');
  });
});
