import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes.ts';

describe('isAppRoute', () => {
  it('knows the app pages, a parameter standing for any one segment', () => {
    for (const path of [
      '/',
      '/shop/12',
      '/shop/checkout/12',
      '/my-order/cs_test_1',
      '/contactperson',
      '/Seller/Login/',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it('knows no other page', () => {
    for (const path of ['/no/such/page', '/shop', '/shop/12/more', '/my-order', '/contactperson/nothing', '/api']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
