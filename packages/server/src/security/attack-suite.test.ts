// One file: the attack suite walks the whole route table as every kind of caller; its parts share one world of fixtures.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ERASE_CONFIRMATION } from '@fundshop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorSession } from '../auth/operator-session.ts';
import { createSession } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { coOrganisers, sellers } from '../db/schema.ts';
import { Secrets } from '../lib/crypto.ts';
import { signDownload } from '../modules/delivery/downloads.ts';
import { unsubscribeToken } from '../modules/notice/unsubscribe.ts';
import { checkoutBody, insertSeller, openShop, type OpenShop } from '../testing/checkout-fixtures.ts';
import { bookLinkMailedTo, orderOfSession } from '../testing/delivery-fixtures.ts';
import { bearer } from '../testing/fixtures.ts';
import { addOperator, enrolOperator, type EnrolledOperator, type TestOperator } from '../testing/operator-fixtures.ts';
import { cardOrder, manualOrder, manualOrderBody } from '../testing/order-fixtures.ts';
import { addSeller, registrationKeyOf, type TestSeller } from '../testing/seller-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { standInWebBuild, type StandInWebBuild } from '../testing/web-build.ts';
import { TEST_APP_SECRET } from '../testing/test-database.ts';

/**
 * The attack suite (issue 11): every route of the OpenAPI document is called as each kind of caller, with group A's
 * ids, and only the callers SPEC §6 lets act on A's data may get past the guard. A route the suite has no
 * expectation for fails it, so a new route joins by being described here. A refused call must change nothing.
 */
type CallerName =
  'anonymous' | 'organiserA' | 'coOrganiserA' | 'organiserB' | 'sellerA' | 'sellerB' | 'admin' | 'support';
const CALLERS: CallerName[] = [
  'anonymous',
  'organiserA',
  'coOrganiserA',
  'organiserB',
  'sellerA',
  'sellerB',
  'admin',
  'support',
];
/** Anyone: public routes (their own checks, such as a signature or a client secret, are not about who calls). */
const EVERYONE: CallerName[] = CALLERS;
/** The platform's operators, of either role (docs/decisions/0031). */
const OPERATORS: CallerName[] = ['admin', 'support'];
/** The admin's acts: a support operator is refused them. */
const ADMIN_ONLY: CallerName[] = ['admin'];
/** Every organiser's and seller's session, each acting on itself only (its own data). */
const GROUP_SESSIONS: CallerName[] = ['organiserA', 'organiserB', 'sellerA', 'sellerB'];
/** The unsubscribe link of A's seller's sale notices. */
const noticeTokenOf = (w: World) =>
  unsubscribeToken(new Secrets(TEST_APP_SECRET), { role: 'seller', sellerId: w.a.sellerId }, 'sales');
/** A well-formed data link token that was never mailed. */
const UNKNOWN_DATA_TOKEN = 'Z'.repeat(43);

interface World {
  a: OpenShop;
  /** A co-organiser of A who has accepted its invitation (docs/decisions/0035). */
  coOrganiserA: number;
  b: OpenShop;
  /** A second seller of A, who is active and stays so. */
  otherSellerA: number;
  /** A seller of A with an email and its login code, for the seller login. */
  loginSellerA: TestSeller;
  manualOrderA: number;
  checkoutSessionA: string;
  /** A's card order, its buyer's my-books token (from the receipt) and a signed download address of it. */
  cardOrderA: number;
  bookTokenA: string;
  signedDownloadA: string;
  /** The suite's operators; `signIn` signs in with one of its recovery codes (each works once). */
  operators: Record<'admin' | 'support', TestOperator>;
  signIn: EnrolledOperator;
  /** A product off sale that the catalogue routes change. */
  suiteProduct: number;
}

const SUITE_PRODUCT = {
  name: 'Suite Book',
  shortDescription: 'Short.',
  descriptionHtml: '<p>Long.</p>',
  prices: [{ currencyCode: 'USD', price: 9 }],
};

interface Expectation {
  /** Who may act: everyone else must be refused (401, 403 or 404) and change nothing. */
  allowed: CallerName[];
  request: (w: World) => { url: string; payload?: object };
}

const q = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

const detailsOf = (w: World) => ({
  webShopId: w.a.webShopId,
  schoolOrAssociation: 'Attack Suite Group',
  classOrTeam: '',
  firstName: 'Robin',
  lastName: 'Parker',
  email: w.a.organiser.email,
  phoneNumber: '+1 555 0100',
  password: '',
  commentToBuyers: '',
});

/** Every route, by "METHOD /path" as the OpenAPI document names it. */
const ROUTES: Record<string, Expectation> = {
  'GET /api/public-config': { allowed: EVERYONE, request: () => ({ url: '/api/public-config' }) },
  'GET /api/health': { allowed: EVERYONE, request: () => ({ url: '/api/health' }) },
  // Injected requests come from the loopback, where a scraper needs no token; the refusal of every other address
  // without METRICS_TOKEN is modules/metrics/metrics.test.ts's.
  'GET /metrics': { allowed: EVERYONE, request: () => ({ url: '/metrics' }) },
  'GET /api/pictures/{picture}': { allowed: EVERYONE, request: () => ({ url: `/api/pictures/${'0'.repeat(64)}.jpg` }) },
  'GET /api/captcha/challenge': { allowed: EVERYONE, request: () => ({ url: '/api/captcha/challenge' }) },
  'POST /api/register-webshop': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/register-webshop', payload: {} }),
  },
  'POST /api/account/login-contact-person': {
    allowed: EVERYONE,
    request: (w) => ({
      url: '/api/account/login-contact-person',
      payload: { webShopId: w.a.webShopId, password: w.a.organiser.password },
    }),
  },
  'POST /api/account/login-seller': {
    allowed: EVERYONE,
    request: (w) => ({
      url: '/api/account/login-seller',
      payload: { loginEmail: w.loginSellerA.email, loginPassword: w.loginSellerA.code },
    }),
  },
  // Without a session there is nothing to end: an anonymous logout answers ok and changes nothing.
  'POST /api/account/logout': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/account/logout', payload: {} }),
  },
  // Each person's own (a co-organiser's choice stays on its device, docs/decisions/0044).
  'POST /api/account/language': {
    allowed: GROUP_SESSIONS,
    request: () => ({ url: '/api/account/language', payload: { language: 'sv' } }),
  },
  // Getting back in (docs/decisions/0034): public; the same answer whoever asks, the mailed token the authority.
  'POST /api/account/forgot-password': {
    allowed: EVERYONE,
    request: (w) => ({ url: '/api/account/forgot-password', payload: { email: w.a.organiser.email } }),
  },
  'POST /api/account/reset-link': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/account/reset-link', payload: { token: 'not-a-mailed-token' } }),
  },
  'POST /api/account/reset-password': {
    allowed: EVERYONE,
    request: () => ({
      url: '/api/account/reset-password',
      payload: { token: 'not-a-mailed-token', password: 'long-enough' },
    }),
  },
  'POST /api/account/send-seller-login-link': {
    allowed: EVERYONE,
    request: (w) => ({ url: '/api/account/send-seller-login-link', payload: { email: w.loginSellerA.email } }),
  },
  'GET /api/contact-person/group-settings': {
    allowed: ['organiserA'],
    request: (w) => ({ url: q('/api/contact-person/group-settings', { webShopId: w.a.webShopId }) }),
  },
  'POST /api/contact-person/update-group-settings': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/update-group-settings',
      payload: {
        webShopId: w.a.webShopId,
        goal: 2000,
        amountOfParticipants: '25',
        countryCode: 'US',
        commentToBuyers: '',
      },
    }),
  },
  // Co-organisers (docs/decisions/0035): the organiser in person manages them; the invitation's token is public.
  'GET /api/contact-person/co-organisers': {
    allowed: ['organiserA'],
    request: (w) => ({ url: q('/api/contact-person/co-organisers', { webShopId: w.a.webShopId }) }),
  },
  'POST /api/contact-person/co-organisers/invite': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/co-organisers/invite',
      payload: { webShopId: w.a.webShopId, email: `suite-${Math.random().toString(36).slice(2, 8)}@example.com` },
    }),
  },
  // An id of no co-organiser: the suite's own stays.
  'POST /api/contact-person/co-organisers/remove': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/co-organisers/remove',
      payload: { webShopId: w.a.webShopId, coOrganiserId: 999999 },
    }),
  },
  'GET /api/co-organiser/invitation/{token}': {
    allowed: EVERYONE,
    request: () => ({ url: `/api/co-organiser/invitation/${'A'.repeat(43)}` }),
  },
  'POST /api/co-organiser/invitation/{token}/accept': {
    allowed: EVERYONE,
    request: () => ({
      url: `/api/co-organiser/invitation/${'A'.repeat(43)}/accept`,
      payload: { name: 'Suite Helper', password: 'long-enough', isAdult: true },
    }),
  },
  'GET /api/contact-person/retrieve-webshop-details': {
    allowed: ['organiserA'],
    request: (w) => ({ url: q('/api/contact-person/retrieve-webshop-details', { webShopId: w.a.webShopId }) }),
  },
  'POST /api/contact-person/update-webshop-details': {
    allowed: ['organiserA'],
    request: (w) => ({ url: '/api/contact-person/update-webshop-details', payload: detailsOf(w) }),
  },
  // Public: the mailed token is the authority (an unknown one is 404 for everyone, and changes nothing).
  'POST /api/contact-person/undo-email-change': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/contact-person/undo-email-change', payload: { token: 'not-a-mailed-token' } }),
  },
  'POST /api/seller/register-new-seller': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/seller/register-new-seller',
      payload: {
        name: `Suite ${Math.random().toString(36).slice(2, 8)}`,
        email: '',
        webShopId: w.a.webShopId,
        addedByRole: 'contactperson',
      },
    }),
  },
  'GET /api/seller/retrieve-basic-webshop-info': {
    allowed: EVERYONE,
    request: (w) => ({ url: q('/api/seller/retrieve-basic-webshop-info', { webShopId: w.a.webShopId }) }),
  },
  'GET /api/seller/retrieve-basic-webshop-info-by-seller-id': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({ url: q('/api/seller/retrieve-basic-webshop-info-by-seller-id', { sellerId: w.a.sellerId }) }),
  },
  'GET /api/seller/retrieve-seller-details': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({ url: q('/api/seller/retrieve-seller-details', { sellerId: w.a.sellerId }) }),
  },
  // The store's poster (docs/decisions/0049): the seller's own, or its group's organiser's to hand over.
  'GET /api/seller/poster': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({ url: q('/api/seller/poster', { sellerId: w.a.sellerId, paper: 'a4' }) }),
  },
  'POST /api/seller/update-seller-details': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({
      url: '/api/seller/update-seller-details',
      payload: { sellerId: w.a.sellerId, name: 'Robin Park', commentToBuyers: '', salesGoal: 0 },
    }),
  },
  'GET /api/seller/seller-list': {
    allowed: ['organiserA'],
    request: (w) => ({ url: q('/api/seller/seller-list', { webShopId: w.a.webShopId }) }),
  },
  'POST /api/seller/preview-sellers': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/seller/preview-sellers',
      payload: { webShopId: w.a.webShopId, sellers: [{ name: 'Suite Preview', email: '' }] },
    }),
  },
  'POST /api/seller/register-sellers': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/seller/register-sellers',
      payload: {
        webShopId: w.a.webShopId,
        sellers: [{ name: `Suite ${Math.random().toString(36).slice(2, 8)}`, email: '' }],
      },
    }),
  },
  'POST /api/seller/edit-participant': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/seller/edit-participant',
      payload: { sellerId: w.otherSellerA, name: 'Other Seller A', email: '' },
    }),
  },
  'POST /api/seller/resend-login-details': {
    allowed: ['organiserA'],
    request: (w) => ({ url: '/api/seller/resend-login-details', payload: { sellerId: w.a.sellerId, by: 'screen' } }),
  },
  // Public: the mailed token is the authority (an unknown one is 404 for everyone, and changes nothing).
  'GET /api/guardian/{token}': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/guardian/ABCDEFGHJKMNPQRSTUVWXYZ234567892' }),
  },
  'POST /api/guardian/{token}/confirm': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/guardian/ABCDEFGHJKMNPQRSTUVWXYZ234567892/confirm', payload: {} }),
  },
  'POST /api/seller/update-seller-active-status': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/seller/update-seller-active-status',
      payload: { sellerId: w.otherSellerA, setActive: true },
    }),
  },
  'GET /api/seller/retrieve-seller-shop': {
    allowed: EVERYONE,
    request: (w) => ({ url: q('/api/seller/retrieve-seller-shop', { sellerId: w.a.sellerId }) }),
  },
  // The team page (docs/decisions/0047): public, the group's and its participants' public store data only.
  'GET /api/team/{webShopId}': {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/team/${w.a.webShopId}` }),
  },
  // The group's own store (docs/decisions/0050): public, made once per group.
  'POST /api/team/{webShopId}/store': {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/team/${w.a.webShopId}/store`, payload: undefined }),
  },
  'POST /api/stripe/create-checkout-session': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/stripe/create-checkout-session', payload: {} }),
  },
  'GET /api/order/my-order': {
    allowed: EVERYONE,
    request: (w) => ({ url: q('/api/order/my-order', { checkoutSession: w.checkoutSessionA }) }),
  },
  'POST /api/stripe/webhook': { allowed: EVERYONE, request: () => ({ url: '/api/stripe/webhook', payload: {} }) },
  'GET /api/stripe/organization-details-link': {
    allowed: ['organiserA', 'organiserB'],
    request: () => ({ url: '/api/stripe/organization-details-link' }),
  },
  'GET /api/stripe/organization-login-dashboard-link': {
    allowed: ['organiserA', 'organiserB'],
    request: () => ({ url: '/api/stripe/organization-login-dashboard-link' }),
  },
  'GET /api/stripe/payment-account-status': {
    allowed: ['organiserA'],
    request: (w) => ({ url: q('/api/stripe/payment-account-status', { webShopId: w.a.webShopId }) }),
  },
  'POST /api/contact-person/update-web-shop-lock-status': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/update-web-shop-lock-status',
      payload: { sellerId: w.a.sellerId, isLocked: false },
    }),
  },
  'GET /api/order/contact-person-start-page': {
    allowed: ['organiserA'],
    request: (w) => ({ url: q('/api/order/contact-person-start-page', { webShopId: w.a.webShopId }) }),
  },
  'GET /api/order/seller-start-page': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({ url: q('/api/order/seller-start-page', { sellerId: w.a.sellerId }) }),
  },
  'GET /api/order/get-seller-order-details': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({ url: q('/api/order/get-seller-order-details', { sellerId: w.a.sellerId }) }),
  },
  'POST /api/order/create-webshop-order': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({
      url: '/api/order/create-webshop-order',
      payload: manualOrderBody(w.a, [{ productId: w.a.productIds[0]!, amountOrdered: 1 }]),
    }),
  },
  'GET /api/seller/retrieve-seller-shop-for-edit': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({ url: q('/api/seller/retrieve-seller-shop-for-edit', { buyerOfOrderId: w.manualOrderA }) }),
  },
  'POST /api/order/edit-webshop-order': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({
      url: '/api/order/edit-webshop-order',
      payload: manualOrderBody(w.a, [{ productId: w.a.productIds[0]!, amountOrdered: 2 }], {
        buyerOfOrderId: w.manualOrderA,
      }),
    }),
  },
  'POST /api/seller/delete-webshop-purchase': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({
      url: '/api/seller/delete-webshop-purchase',
      payload: { webShopPurchaseId: w.manualOrderA, sellerId: w.a.sellerId },
    }),
  },
  'GET /api/order/export.csv': {
    allowed: ['organiserA'],
    request: (w) => ({ url: q('/api/order/export.csv', { webShopId: w.a.webShopId }) }),
  },
  'POST /api/contact-person/initiate-payout': {
    allowed: ['organiserA'],
    request: (w) => ({ url: '/api/contact-person/initiate-payout', payload: { sellerId: w.a.sellerId } }),
  },
  'POST /api/stripe/update-payout-schedule': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/stripe/update-payout-schedule',
      payload: { webShopId: w.a.webShopId, setAsWeekly: false },
    }),
  },
  'POST /api/contact-person/send-message-to-sellers': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/send-message-to-sellers',
      payload: { webShopId: w.a.webShopId, message: 'Hello' },
    }),
  },
  'POST /api/contact-person/motivate-sellers': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/motivate-sellers',
      payload: { webShopId: w.a.webShopId, message: 'Hej' },
    }),
  },
  'POST /api/contact-person/send-message-to-support': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/send-message-to-support',
      payload: { webShopId: w.a.webShopId, message: 'Help' },
    }),
  },
  'POST /api/contact-person/answer-introduction-question': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/answer-introduction-question',
      payload: { webShopId: w.a.webShopId, answer: 'social-media' },
    }),
  },
  'POST /api/contact-person/update-friend-competition': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/update-friend-competition',
      payload: { webShopId: w.a.webShopId, isActive: false },
    }),
  },
  'POST /api/contact-person/update-sales-reminder': {
    allowed: ['organiserA'],
    request: (w) => ({
      url: '/api/contact-person/update-sales-reminder',
      payload: { webShopId: w.a.webShopId, isActive: false },
    }),
  },
  'GET /api/operator/payouts': { allowed: OPERATORS, request: () => ({ url: '/api/operator/payouts' }) },
  'POST /api/operator/payouts/{id}/advance': {
    allowed: ADMIN_ONLY,
    request: () => ({ url: '/api/operator/payouts/999999/advance', payload: { from: 'INITIATED' } }),
  },
  // Public: the book link's token is the only key (an unknown one is 404 for everyone, and changes nothing).
  'POST /api/my-books/{token}/refund': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/my-books/ABCDEFGHJKMNPQRSTUVWXYZ234/refund' }),
  },
  'POST /api/operator/refunds': {
    allowed: OPERATORS,
    request: () => ({ url: '/api/operator/refunds', payload: { orderId: 999999, amount: 1, reason: 'probe' } }),
  },
  'GET /api/operator/refunds': {
    allowed: OPERATORS,
    request: (w) => ({ url: q('/api/operator/refunds', { orderId: w.manualOrderA }) }),
  },
  'POST /api/operator/refunds/{id}/retry': {
    allowed: OPERATORS,
    request: () => ({ url: '/api/operator/refunds/999999/retry' }),
  },
  // Operator accounts (docs/decisions/0031): sign-in and the set-up link are public, their secrets the authority.
  'POST /api/operator/login': {
    allowed: EVERYONE,
    request: (w) => ({
      url: '/api/operator/login',
      payload: { email: w.signIn.email, password: w.signIn.password, code: w.signIn.recoveryCodes.pop() },
    }),
  },
  'POST /api/operator/logout': { allowed: OPERATORS, request: () => ({ url: '/api/operator/logout' }) },
  'GET /api/operator/me': { allowed: OPERATORS, request: () => ({ url: '/api/operator/me' }) },
  'GET /api/operator/enrolment/{token}': {
    allowed: EVERYONE,
    request: () => ({ url: `/api/operator/enrolment/${'A'.repeat(43)}` }),
  },
  'POST /api/operator/enrolment/{token}': {
    allowed: EVERYONE,
    request: () => ({
      url: `/api/operator/enrolment/${'A'.repeat(43)}`,
      payload: { password: 'a long enough password', code: '123456' },
    }),
  },
  'GET /api/operator/audit': {
    allowed: OPERATORS,
    request: (w) => ({ url: q('/api/operator/audit', { webShopId: w.a.webShopId }) }),
  },
  'GET /api/operator/audit.csv': {
    allowed: OPERATORS,
    request: (w) => ({ url: q('/api/operator/audit.csv', { webShopId: w.a.webShopId }) }),
  },
  // The console (docs/decisions/0033): operators of either role read; acts as each role may.
  'GET /api/operator/groups': { allowed: OPERATORS, request: () => ({ url: q('/api/operator/groups', { q: 'a' }) }) },
  'GET /api/operator/groups/{id}': {
    allowed: OPERATORS,
    request: (w) => ({ url: `/api/operator/groups/${w.a.webShopId}` }),
  },
  'POST /api/operator/groups/{id}/lock': {
    allowed: ADMIN_ONLY,
    request: (w) => ({
      url: `/api/operator/groups/${w.a.webShopId}/lock`,
      payload: { isLocked: false, reason: 'probe' },
    }),
  },
  'GET /api/operator/orders': {
    allowed: OPERATORS,
    request: (w) => ({ url: q('/api/operator/orders', { q: 'sam', webShopId: w.a.webShopId }) }),
  },
  'GET /api/operator/orders/{id}': {
    allowed: OPERATORS,
    request: (w) => ({ url: `/api/operator/orders/${w.cardOrderA}` }),
  },
  'POST /api/operator/orders/{id}/resend-books': {
    allowed: OPERATORS,
    request: (w) => ({ url: `/api/operator/orders/${w.cardOrderA}/resend-books` }),
  },
  // To the seller it has: the order stays where the other routes expect it.
  'POST /api/operator/orders/{id}/reassign': {
    allowed: OPERATORS,
    request: (w) => ({
      url: `/api/operator/orders/${w.manualOrderA}/reassign`,
      payload: { fromSellerId: w.a.sellerId, toSellerId: w.a.sellerId, reason: 'probe' },
    }),
  },
  // The tax report (docs/decisions/0062): a read for either role.
  'GET /api/operator/tax-report': {
    allowed: OPERATORS,
    request: () => ({ url: q('/api/operator/tax-report', { period: 'quarter', from: '2026-Q1', to: '2026-Q4' }) }),
  },
  'GET /api/operator/tax-report.csv': {
    allowed: OPERATORS,
    request: () => ({ url: q('/api/operator/tax-report.csv', { period: 'month', from: '2026-01', to: '2026-12' }) }),
  },
  'GET /api/operator/payouts/{id}/provider': {
    allowed: OPERATORS,
    request: () => ({ url: '/api/operator/payouts/999999/provider' }),
  },
  'GET /api/operator/products': { allowed: OPERATORS, request: () => ({ url: '/api/operator/products' }) },
  'POST /api/operator/products': {
    allowed: ADMIN_ONLY,
    request: () => ({
      url: '/api/operator/products',
      payload: { ...SUITE_PRODUCT, slug: `suite-${Math.random().toString(36).slice(2, 10)}` },
    }),
  },
  'POST /api/operator/products/{id}': {
    allowed: ADMIN_ONLY,
    request: (w) => ({ url: `/api/operator/products/${w.suiteProduct}`, payload: { ...SUITE_PRODUCT, onSale: false } }),
  },
  'POST /api/operator/products/{id}/editions/{format}': {
    allowed: ADMIN_ONLY,
    request: (w) => ({ url: `/api/operator/products/${w.suiteProduct}/editions/pdf`, payload: {} }),
  },
  'POST /api/operator/products/{id}/cover': {
    allowed: ADMIN_ONLY,
    request: (w) => ({ url: `/api/operator/products/${w.suiteProduct}/cover`, payload: {} }),
  },
  'GET /api/operator/support-messages': {
    allowed: OPERATORS,
    request: () => ({ url: q('/api/operator/support-messages', { state: 'all' }) }),
  },
  'POST /api/operator/support-messages/{id}/reply': {
    allowed: OPERATORS,
    request: () => ({ url: '/api/operator/support-messages/999999/reply', payload: { body: 'probe' } }),
  },
  'GET /api/operator/operators': { allowed: ADMIN_ONLY, request: () => ({ url: '/api/operator/operators' }) },
  'GET /api/operator/api-keys': { allowed: ADMIN_ONLY, request: () => ({ url: '/api/operator/api-keys' }) },
  'POST /api/operator/api-keys': {
    allowed: ADMIN_ONLY,
    request: (w) => ({ url: '/api/operator/api-keys', payload: { operatorId: w.operators.support.id, name: 'suite' } }),
  },
  'POST /api/operator/api-keys/{id}/revoke': {
    allowed: ADMIN_ONLY,
    request: () => ({ url: '/api/operator/api-keys/999999/revoke' }),
  },
  // The my-books token is the buyer's only key and the authority here, whoever else calls (docs/decisions/0026).
  'GET /api/my-books/{token}': { allowed: EVERYONE, request: (w) => ({ url: `/api/my-books/${w.bookTokenA}` }) },
  // People and their data (issue 27): each group session reads and erases only itself; the erasure here lacks its
  // confirmation, so it is refused (400) and the suite's people stay.
  'GET /api/personal-data/me': { allowed: GROUP_SESSIONS, request: () => ({ url: '/api/personal-data/me' }) },
  'GET /api/personal-data/me.csv': { allowed: GROUP_SESSIONS, request: () => ({ url: '/api/personal-data/me.csv' }) },
  'POST /api/personal-data/me/erase': {
    allowed: GROUP_SESSIONS,
    request: () => ({ url: '/api/personal-data/me/erase', payload: {} }),
  },
  // Public: the mailed token is the key (an unknown one is 404 for everyone, whoever's session comes with it).
  'POST /api/personal-data/link': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/personal-data/link', payload: { email: 'suite.nobody@example.com' } }),
  },
  'GET /api/personal-data/buyer/{token}': {
    allowed: EVERYONE,
    request: () => ({ url: `/api/personal-data/buyer/${UNKNOWN_DATA_TOKEN}` }),
  },
  'GET /api/personal-data/buyer/{token}/csv': {
    allowed: EVERYONE,
    request: () => ({ url: `/api/personal-data/buyer/${UNKNOWN_DATA_TOKEN}/csv` }),
  },
  'POST /api/personal-data/buyer/{token}/erase': {
    allowed: EVERYONE,
    request: () => ({
      url: `/api/personal-data/buyer/${UNKNOWN_DATA_TOKEN}/erase`,
      payload: { confirm: ERASE_CONFIRMATION },
    }),
  },
  'POST /api/operator/personal-data/erase': {
    allowed: ADMIN_ONLY,
    request: () => ({
      url: '/api/operator/personal-data/erase',
      payload: { subject: 'seller', sellerId: 999_999, reason: 'suite probe', confirm: ERASE_CONFIRMATION },
    }),
  },
  // Notices (docs/decisions/0048): public, keyed by the signed token of a notice's unsubscribe link; A's seller's here.
  'GET /api/notices/unsubscribe/{token}': {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/notices/unsubscribe/${noticeTokenOf(w)}` }),
  },
  'POST /api/notices/unsubscribe/{token}': {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/notices/unsubscribe/${noticeTokenOf(w)}`, payload: {} }),
  },
  'POST /api/notices/resubscribe/{token}': {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/notices/resubscribe/${noticeTokenOf(w)}`, payload: {} }),
  },
  'GET /api/my-books/{token}/download': {
    allowed: EVERYONE,
    request: (w) => ({
      url: q(`/api/my-books/${w.bookTokenA}/download`, { productId: w.a.productIds[0]!, format: 'pdf' }),
    }),
  },
  'GET /api/downloads/{signed}': {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/downloads/${w.signedDownloadA}` }),
  },
  'GET /api/my-books/{token}/receipt': {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/my-books/${w.bookTokenA}/receipt` }),
  },
  'POST /api/my-books/{token}/resend': {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/my-books/${w.bookTokenA}/resend`, payload: {} }),
  },
  'POST /api/order/resend-books': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({ url: '/api/order/resend-books', payload: { orderId: w.cardOrderA } }),
  },
  'POST /api/order/book-voucher': {
    allowed: ['sellerA', 'organiserA'],
    request: (w) => ({ url: '/api/order/book-voucher', payload: { orderId: w.manualOrderA } }),
  },
  'POST /api/payments/simulated/pay': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/payments/simulated/pay', payload: {} }),
  },
  'POST /api/payments/simulated/onboarding/{token}/complete': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/payments/simulated/onboarding/not-a-token/complete', payload: {} }),
  },
};

/**
 * The organiser's routes a co-organiser of A is refused (docs/decisions/0035): payouts, the payment account's set-up,
 * the organiser's own account and the co-organisers. On every other route that organiserA may call, coOrganiserA may
 * too.
 */
const ORGANISER_IN_PERSON = new Set([
  'POST /api/contact-person/initiate-payout',
  'POST /api/stripe/update-payout-schedule',
  'GET /api/stripe/organization-details-link',
  'GET /api/stripe/organization-login-dashboard-link',
  'POST /api/contact-person/update-webshop-details',
  // The organiser's own language (a co-organiser's choice stays on its device, docs/decisions/0044).
  'POST /api/account/language',
  'GET /api/contact-person/co-organisers',
  'POST /api/contact-person/co-organisers/invite',
  'POST /api/contact-person/co-organisers/remove',
]);

function allowedCallers(route: string, expectation: Expectation): CallerName[] {
  const asOrganiser = expectation.allowed.includes('organiserA') && !ORGANISER_IN_PERSON.has(route);
  return asOrganiser ? [...expectation.allowed, 'coOrganiserA'] : expectation.allowed;
}

/**
 * Columns that count the attempt itself, like the tables dataVersion leaves out: a wrong password is counted on the
 * account so that its owner hears of it at the next login (docs/decisions/0010).
 */
const ATTEMPT_COLUMNS: Record<string, string[]> = { contact_persons: ['failed_logins', 'last_failed_login_at'] };

/**
 * Every row the application keeps, as a digest of its contents per table. Sessions, rate-limit windows and used
 * captchas are bookkeeping of the attempt itself, not data a refused caller may change.
 */
async function dataVersion(db: Database): Promise<string> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('sessions', 'rate_limits', 'used_captchas') order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts = tables.rows.map(({ tablename }) => {
    const row = (ATTEMPT_COLUMNS[tablename] ?? []).reduce((json, column) => `${json} - '${column}'`, 'to_jsonb(t)');
    return `(select md5(coalesce(string_agg((${row})::text, ',' order by (${row})::text), '')) from "${tablename}" t)`;
  });
  const result = (await db.execute(sql.raw(`select concat_ws(':', ${parts.join(', ')}) as version`))) as unknown as {
    rows: { version: string }[];
  };
  return result.rows[0]?.version ?? '';
}

/** What an attacker sends in a field: wrong types, empty, huge, control characters, unicode, injection strings. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 2 ** 53, 1.5, '', ' ', 'NaN', '-1', '1e309'),
  fc.constantFrom('\u0000', 'a\u0000b', '\u0007\u001b[31m', '\ud800', '\u202e'),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; drop table orders; --',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '../../etc/passwd',
  ),
  fc.constant('x'.repeat(20_000)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describe('attack suite: every route, every kind of caller (PGlite)', () => {
  let t: TestApp;
  let world: World;
  // The OpenAPI document's paths, read once for the suite's every route (the document does not change in a run).
  let documented: Record<string, Record<string, Operation>> | undefined;
  const documentedPaths = async () =>
    (documented ??= (
      (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, Operation>>;
      }
    ).paths);
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const a = await openShop(t.app, t.db);
    const b = await openShop(t.app, t.db);
    const otherSellerA = await insertSeller(t.db, a.webShopId, { name: 'Other Seller A' });
    const loginSellerA = await addSeller(t.app, t.db, a.organiser);
    const checkoutSessionA = await cardOrder(t.app, a, [{ productId: a.productIds[0]!, amountOrdered: 1 }], 'paid');
    const manualOrderA = await manualOrder(t.app, a.organiser.token, a, [
      { productId: a.productIds[0]!, amountOrdered: 1 },
    ]);
    const cardOrderA = (await orderOfSession(t, checkoutSessionA)).id;
    const { token: bookTokenA } = await bookLinkMailedTo(t, checkoutBody(a).buyerEmail);
    const signedDownloadA = signDownload(new Secrets(TEST_APP_SECRET), {
      orderId: cardOrderA,
      productId: a.productIds[0]!,
      format: 'pdf',
      expires: Math.floor(Date.now() / 1000) + 24 * 3600,
    });
    const operators = { admin: await addOperator(t, 'admin'), support: await addOperator(t, 'support') };
    const suiteProduct = await t.app.inject({
      method: 'POST',
      url: '/api/operator/products',
      headers: bearer(operators.admin.token),
      payload: { ...SUITE_PRODUCT, slug: 'suite-product' },
    });
    const [coOrganiser] = await t.db
      .insert(coOrganisers)
      .values({
        webshopId: a.webShopId,
        email: 'suite-co-organiser@example.com',
        name: 'Suite Co-organiser',
        passwordHash: 'not-used',
        acceptedAt: new Date(),
      })
      .returning({ id: coOrganisers.id });
    world = {
      coOrganiserA: coOrganiser!.id,
      operators,
      suiteProduct: (suiteProduct.json() as { productId: number }).productId,
      signIn: await enrolOperator(t, 'support'),
      a,
      b,
      otherSellerA,
      loginSellerA,
      manualOrderA,
      checkoutSessionA,
      cardOrderA,
      bookTokenA,
      signedDownloadA,
    };
  });
  afterAll(() => t.close());

  /** A fresh token per call: logout or a password change in one call must not disarm the next. */
  const headersOf = async (caller: CallerName): Promise<Record<string, string>> => {
    const { a, b } = world;
    switch (caller) {
      case 'anonymous':
        return {};
      case 'admin':
      case 'support':
        return bearer(await createOperatorSession(t.db, world.operators[caller].id));
      case 'organiserA':
      case 'organiserB': {
        const shop = caller === 'organiserA' ? a : b;
        return bearer(await createSession(t.db, { role: 'contactperson', webshopId: shop.webShopId, sellerId: null }));
      }
      case 'coOrganiserA':
        return bearer(
          await createSession(t.db, {
            role: 'contactperson',
            webshopId: a.webShopId,
            sellerId: null,
            coOrganiserId: world.coOrganiserA,
          }),
        );
      case 'sellerA':
      case 'sellerB': {
        const shop = caller === 'sellerA' ? a : b;
        return bearer(
          await createSession(t.db, { role: 'seller', webshopId: shop.webShopId, sellerId: shop.sellerId }),
        );
      }
    }
  };

  it('has an expectation for every route of the OpenAPI document, and none for a route that is gone', async () => {
    const routes = Object.entries(await documentedPaths()).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTES))(
    '%s: only its owners get past the guard; a refusal changes nothing',
    async (route, expectation) => {
      const [method] = route.split(' ') as ['GET' | 'POST'];
      for (const caller of CALLERS) {
        const { url, payload } = expectation.request(world);
        const headers = await headersOf(caller);
        const before = await dataVersion(t.db);
        const response = await t.app.inject({
          method,
          url,
          headers,
          ...(method === 'POST' ? { payload: payload ?? {} } : {}),
        });
        const label = `${route} as ${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (allowedCallers(route, expectation).includes(caller)) {
          expect([401, 403], label).not.toContain(response.statusCode);
        } else {
          expect([401, 403, 404], label).toContain(response.statusCode);
          expect(await dataVersion(t.db), label).toBe(before);
        }
      }
      // The other seller of A stays active whatever was called.
      const [other] = await t.db
        .select({ isActive: sellers.isActive })
        .from(sellers)
        .where(sql`${sellers.id} = ${world.otherSellerA}`);
      expect(other?.isActive).toBe(true);
    },
  );

  it("opens a buyer's books by the token alone: no session of the group reads them, no order listing shows a token", async () => {
    const { a } = world;
    for (const caller of ['organiserA', 'sellerA', 'admin'] as const) {
      const headers = await headersOf(caller);
      // Another well-formed token: a session is no key to the page, the files, the receipt or a new mail.
      for (const [method, url] of [
        ['GET', '/api/my-books/ABCDEFGHJKMNPQRSTUVWXYZ234'],
        ['GET', `/api/my-books/ABCDEFGHJKMNPQRSTUVWXYZ234/download?productId=${a.productIds[0]}&format=pdf`],
        ['GET', '/api/my-books/ABCDEFGHJKMNPQRSTUVWXYZ234/receipt'],
        ['POST', '/api/my-books/ABCDEFGHJKMNPQRSTUVWXYZ234/resend'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(response.statusCode, `${caller} ${method} ${url}`).toBe(404);
      }
    }
    const listings = [
      q('/api/order/get-seller-order-details', { sellerId: a.sellerId }),
      q('/api/order/contact-person-start-page', { webShopId: a.webShopId }),
      q('/api/order/export.csv', { webShopId: a.webShopId }),
    ];
    for (const url of listings) {
      const response = await t.app.inject({ method: 'GET', url, headers: await headersOf('organiserA') });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(world.bookTokenA);
    }
  });

  it("leads from a public registration link to no organiser's email or phone (decision 0019)", async () => {
    const key = await registrationKeyOf(t.db, world.a.webShopId);
    const name = `Probe ${Math.random().toString(36).slice(2, 8)}`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/seller/register-new-seller',
      payload: {
        addedByRole: 'seller',
        sellerRegistrationKey: key,
        name,
        email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
        hasAcceptedTerms: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const { sellerId, accessToken } = registered.json() as { sellerId: number; accessToken: string };
    const urls = [
      q('/api/seller/retrieve-basic-webshop-info', { sellerRegistrationKey: key }),
      q('/api/seller/retrieve-basic-webshop-info-by-seller-id', { sellerId }),
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(world.a.organiser.email);
      expect(response.json(), url).toMatchObject({ contactPersonEmail: '', contactPersonPhoneNumber: '' });
    }
  });

  // One test per route, so a slow machine times out one route's 12 runs, not the whole suite's.
  it.each(Object.keys(ROUTES))('fuzzes %s from its schema: no 5xx, and a refusal changes nothing', async (route) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    const operation = (await documentedPaths())[path]?.[method.toLowerCase()];
    expect(operation, route).toBeDefined();
    // The owner, so the request reaches validation and the service rather than stopping at the guard.
    const caller = ROUTES[route]!.allowed.find((c) => c !== 'anonymous') ?? 'anonymous';
    const fields = [
      ...Object.keys(operation!.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      ...(operation!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    ];
    if (fields.length === 0) return;
    const { url: validUrl, payload: validPayload } = ROUTES[route]!.request(world);
    const base = new URL(validUrl, 'http://localhost');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), nasty, { minKeys: 1 }), async (values) => {
        const url = new URL(base);
        const payload: Record<string, unknown> = { ...(validPayload ?? {}) };
        for (const [field, value] of Object.entries(values)) {
          if (url.searchParams.has(field) || method === 'GET')
            url.searchParams.set(field, typeof value === 'string' ? value : JSON.stringify(value));
          else payload[field] = value;
        }
        const before = await dataVersion(t.db);
        const response = await t.app.inject({
          method,
          url: `${url.pathname}${url.search}`,
          headers: await headersOf(caller),
          ...(method === 'POST' ? { payload } : {}),
        });
        const label = `${route} as ${caller} with ${JSON.stringify(values).slice(0, 300)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await dataVersion(t.db), label).toBe(before);
      }),
      { numRuns: 12 },
    );
  });
});

/** The pages the server fills itself (modules/web-pages): public, the same for every caller, read-only. */
const PAGES: Record<string, (w: World) => string> = {
  'GET /shop/{sellerId}': (w) => `/shop/${w.a.sellerId}`,
  'GET /store-demo': () => '/store-demo',
  'GET /team/{webShopId}': (w) => `/team/${w.a.webShopId}`,
  'GET /': () => '/',
  'GET /register-store': () => '/register-store',
  'GET /register-store/form': () => '/register-store/form?embedded=1',
};

describe('attack suite: the pages the server fills (PGlite)', () => {
  let t: TestApp;
  let world: Pick<World, 'a'>;
  let web: StandInWebBuild;
  beforeAll(async () => {
    web = await standInWebBuild(
      '<!doctype html><html><head><title>Fundshop</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp('pglite', { config: { webDistDir: web.dir }, renderPage: web.renderPage });
    world = { a: await openShop(t.app, t.db) };
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it.each(Object.entries(PAGES))('%s: every caller gets the same public page, and nothing changes', async (_, url) => {
    const bodies = new Set<string>();
    for (const headers of [
      {},
      bearer(await createSession(t.db, { role: 'seller', webshopId: world.a.webShopId, sellerId: world.a.sellerId })),
    ]) {
      const before = await dataVersion(t.db);
      const response = await t.app.inject({ method: 'GET', url: url(world as World), headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      bodies.add(response.body);
      expect(await dataVersion(t.db)).toBe(before);
    }
    expect(bodies.size).toBe(1);
  });

  it('fuzzes the store and team addresses and the registration form flags: a page or a refusal, never a 5xx, no markup echoed', async () => {
    await fc.assert(
      fc.asyncProperty(nasty, async (value) => {
        // Every UTF-8 byte percent-encoded (encodeURIComponent throws on a lone surrogate).
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        const segment = [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
        const before = await dataVersion(t.db);
        const response = await t.app.inject({ method: 'GET', url: `/shop/${segment}?q=${segment}` });
        const label = `/shop/${segment.slice(0, 100)}: ${response.statusCode}`;
        // 404 for what is no store; Fastify's own 414 for an address over its length limit.
        expect([200, 404, 414], label).toContain(response.statusCode);
        expect(response.body, label).not.toContain('<script>alert(1)</script>');
        // The team page and its API read the group from the path alike (docs/decisions/0047).
        for (const url of [`/team/${segment}`, `/api/team/${segment}`]) {
          const team = await t.app.inject({ method: 'GET', url });
          expect([200, 400, 404, 414], `${url.slice(0, 100)}: ${team.statusCode}`).toContain(team.statusCode);
          expect(team.body, url.slice(0, 100)).not.toContain('<script>alert(1)</script>');
        }
        // The registration form reads its flags from the query: any value is a flag set or not.
        const form = await t.app.inject({
          method: 'GET',
          url: `/register-store/form?embedded=${segment}&mobile=${segment}`,
          headers: { 'user-agent': text },
        });
        expect([200, 414], label).toContain(form.statusCode);
        expect(form.body, label).not.toContain('<script>alert(1)</script>');
        expect(await dataVersion(t.db), label).toBe(before);
      }),
      { numRuns: 40 },
    );
  });
});

/** Logins tell nothing about which accounts exist (docs/decisions/0018): an unknown one answers like a wrong secret. */
describe('attack suite: logins do not tell which accounts exist (PGlite)', () => {
  let t: TestApp;
  let shop: OpenShop;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    shop = await openShop(t.app, t.db);
    seller = await addSeller(t.app, t.db, shop.organiser);
  });
  afterAll(() => t.close());

  const answer = async (url: string, payload: object, remoteAddress: string) => {
    const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress });
    return { status: response.statusCode, body: response.body };
  };

  it('organiser login: an unknown webshop id answers exactly like a wrong password', async () => {
    const login = (webShopId: number, ip: string) =>
      answer('/api/account/login-contact-person', { webShopId: String(webShopId), password: 'not-it-at-all' }, ip);
    const wrong = await login(shop.webShopId, '192.0.2.1');
    expect(wrong.status).toBe(401);
    for (const [i, unknown] of [shop.webShopId + 1000, 999_999_999].entries()) {
      expect(await login(unknown, `192.0.2.${i + 2}`)).toEqual(wrong);
    }
  });

  it('seller login: an unknown email answers exactly like a wrong code', async () => {
    const login = (loginEmail: string, ip: string) =>
      answer('/api/account/login-seller', { loginEmail, loginPassword: 'WRONGCODE234' }, ip);
    const wrong = await login(seller.email, '192.0.2.11');
    expect(wrong.status).toBe(401);
    expect(await login('nobody-here@example.com', '192.0.2.12')).toEqual(wrong);
    expect(await login(seller.email.toUpperCase().replace('@', 'x@'), '192.0.2.13')).toEqual(wrong);
  });
});
