/**
 * Every address the web app draws a page for, as its router writes them (web app/router.tsx; a web test keeps the
 * two lists equal). The server answers any other page address with 404 and the application error page (SPEC §2:
 * 'Any unmatched route shows a generic "Unexpected Application Error!" fallback page').
 */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/earnings-counter',
  '/register-store/form',
  '/register-store',
  '/register-completed',
  '/shop/:sellerId',
  '/team/:webShopId',
  '/shop/checkout/:sellerId',
  '/my-order/:checkoutSession',
  '/my-books/:token',
  '/my-books',
  '/thank-you',
  '/undo-email-change',
  '/guardian/:token',
  '/reset-password',
  '/co-organiser/accept',
  '/my-data',
  '/my-data/:token',
  '/terms',
  '/privacy',
  '/store-demo',
  '/contactperson',
  '/contactperson/login',
  '/contactperson/start',
  '/contactperson/seller-order',
  '/contactperson/details',
  '/contactperson/webshop',
  '/contactperson/messages',
  '/contactperson/utskrift',
  '/contactperson/voucher/:orderId',
  '/contactperson/seller-list/:webShopId',
  '/seller',
  '/seller/login',
  '/seller/register/:sellerRegistrationKey',
  '/seller/qr-registration/:sellerRegistrationKey',
  '/seller/webshop-qr-code/:sellerId',
  '/seller/print-qr-codes/:sellerId',
  '/seller/start',
  '/seller/voucher/:orderId',
  '/seller/contact/:sellerId',
] as const;

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

const PATTERNS = APP_ROUTE_PATTERNS.map(segmentsOf);

/**
 * Whether the app has a page at this path, matched as the router matches: letter case and empty segments (a
 * trailing slash) aside, a `:param` standing for any one segment.
 */
export function isAppRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase()),
  );
}
