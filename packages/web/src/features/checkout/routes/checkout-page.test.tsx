import { CHECKOUT_MSG, formatPrice, localeFor, type Language } from '@fundshop/core';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

function renderCheckout(state?: unknown, language?: Language) {
  return renderWithApp(<CheckoutPage />, {
    path: '/shop/checkout/42',
    route: '/shop/checkout/:sellerId',
    state,
    language,
  }).router;
}

/** An amount as the page writes it in English for a group of the currency's country. */
const cad = (amount: number) => formatPrice(amount, 'CAD', localeFor('en', 'CA'));
const aud = (amount: number) => formatPrice(amount, 'AUD', localeFor('en', 'AU'));

const STATE = {
  clientSecret: 'sim_secret',
  checkoutSession: 'sim_cs_1',
  paymentProvider: 'simulated',
  total: 22.5,
  currencyCode: 'USD',
  sellerName: 'Anna',
};

function pay(cardNumber: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '12/39' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay $22.50' }));
}

describe('payment page', { timeout: 20_000 }, () => {
  it('without a client secret says so and leads back to the store', async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    const router = renderCheckout();
    expect(
      screen.getByText(
        'This payment can only be started from the store. Please go back to the store and check out again.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/42'));
  });

  it('shows a declined card on the page and stays', async () => {
    mockApi({
      '/api/payments/simulated/pay': () => ({
        status: 200,
        body: { status: 'declined', checkoutSession: 'sim_cs_1', message: CHECKOUT_MSG.cardDeclined },
      }),
    });
    const router = renderCheckout(STATE);
    expect(screen.getByText('Total $22.50 · supporting Anna')).toBeInTheDocument();
    pay('4000 0000 0000 0002');
    expect(await screen.findByText(CHECKOUT_MSG.cardDeclined)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/checkout/42');
  });

  it('checks the card fields before paying', async () => {
    mockApi({});
    renderCheckout(STATE);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $22.50' }));
    expect(await screen.findByText(CHECKOUT_MSG.cardNumberMissing)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_MSG.expiryMissing)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_MSG.cvcInvalid)).toBeInTheDocument();
  });

  it('goes to the order confirmation when the card pays, and Back goes to the store', async () => {
    let body: Record<string, unknown> = {};
    mockApi({
      '/api/payments/simulated/pay': (init) => {
        body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { status: 200, body: { status: 'paid', checkoutSession: 'sim_cs_1', message: '' } };
      },
    });
    const router = renderCheckout(STATE);
    pay('4242424242424242');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-order/sim_cs_1'));
    expect(body).toMatchObject({ clientSecret: 'sim_secret', cardNumber: '4242424242424242', cvc: '123' });

    const again = renderCheckout(STATE);
    fireEvent.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    await waitFor(() => expect(again.state.location.pathname).toBe('/shop/42'));
  });

  it("is in the page's language: a Swedish card form reads the server's refusals in Swedish too", async () => {
    mockApi({
      '/api/payments/simulated/pay': () => ({
        status: 200,
        body: { status: 'declined', checkoutSession: 'sim_cs_1', message: CHECKOUT_MSG.cardDeclined },
      }),
    });
    renderCheckout(STATE, 'sv');
    expect(screen.getByRole('heading', { level: 1, name: sv['checkoutPage.title'] })).toBeInTheDocument();
    expect(document.title).toBe(`${sv['checkoutPage.title']} · Fundshop`);
    const total = formatPrice(22.5, 'USD', 'sv-SE');
    // The page's text is matched with its spaces made plain; Intl's are no-break ones.
    expect(screen.getByText(`Totalt ${total} · till stöd för Anna`.replace(/\s/g, ' '))).toBeInTheDocument();
    expect(screen.getByRole('form', { name: sv['checkoutPage.cardPayment'] })).toBeInTheDocument();
    expect(screen.getByText(sv['checkoutPage.testCards'])).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Betala ${total}` }));
    expect(await screen.findByText(sv['checkout.cardNumberMissing'])).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(sv['checkoutPage.cardNumber']), { target: { value: '4000000000000002' } });
    fireEvent.change(screen.getByLabelText(sv['checkoutPage.expiry']), { target: { value: '12/39' } });
    fireEvent.change(screen.getByLabelText(sv['checkoutPage.cvc']), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: `Betala ${total}` }));
    expect(await screen.findByText(sv['checkout.cardDeclined'])).toBeInTheDocument();
    for (const english of [
      'Payment',
      'Card number',
      'Expiry',
      'supporting',
      'Test payment',
      CHECKOUT_MSG.cardDeclined,
    ]) {
      expect(document.body.textContent).not.toContain(english);
    }
  });

  it('shows an Ontario buyer the HST added before the card form, and pays the total with it', async () => {
    let paid = false;
    mockApi({
      '/api/payments/simulated/pay': () => {
        paid = true;
        return { status: 200, body: { status: 'paid', checkoutSession: 'sim_cs_1', message: '' } };
      },
    });
    const router = renderCheckout({
      ...STATE,
      currencyCode: 'CAD',
      total: 20,
      tax: { taxBehaviour: 'exclusive', netAmount: 20, taxAmount: 2.6, totalAmount: 22.6, taxLabel: 'HST 13%' },
    });
    const summary = screen.getByRole('region', { name: 'Your order' });
    const rows = [...within(summary).getByTestId('tax-summary').children].map((row) => row.textContent);
    expect(rows).toEqual([`Subtotal${cad(20)}`, `HST 13%${cad(2.6)}`, `Total${cad(22.6)}`]);
    expect(within(summary).getByText('Your order supports Anna.')).toBeInTheDocument();
    // Above the card form: read before the card number.
    const cardForm = screen.getByRole('form', { name: 'Card payment' });
    expect(summary.compareDocumentPosition(cardForm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(`Total ${cad(20)}`, { exact: false })).toBeNull();
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '12/39' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: `Pay ${cad(22.6)}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-order/sim_cs_1'));
    expect(paid).toBe(true);
  });

  it('shows the GST an Australian total includes', () => {
    mockApi({});
    const state = {
      ...STATE,
      currencyCode: 'AUD',
      total: 22,
      tax: { taxBehaviour: 'inclusive', netAmount: 20, taxAmount: 2, totalAmount: 22, taxLabel: 'GST 10%' },
    };
    renderCheckout(state);
    const rows = [...screen.getByTestId('tax-summary').children].map((row) => row.textContent);
    expect(rows).toEqual([`Total${aud(22)}`, `Includes GST 10%${aud(2)}`]);
    expect(screen.getByRole('button', { name: `Pay ${aud(22)}` })).toBeInTheDocument();
  });

  it('writes the tax summary in French', () => {
    mockApi({});
    renderCheckout(
      {
        ...STATE,
        currencyCode: 'CAD',
        tax: { taxBehaviour: 'exclusive', netAmount: 20, taxAmount: 2.6, totalAmount: 22.6, taxLabel: 'HST 13%' },
      },
      'fr',
    );
    const summary = screen.getByTestId('tax-summary');
    expect(within(summary).getByText(fr['taxSummary.net'])).toBeInTheDocument();
    expect(within(summary).getByText('HST 13%')).toBeInTheDocument();
    expect(within(summary).getByText(fr['supporter.total'])).toBeInTheDocument();
  });

  it('leaves out a tax summary that is not one: the total of the store, as before', () => {
    mockApi({});
    renderCheckout({ ...STATE, tax: { taxAmount: 'much' } });
    expect(screen.queryByTestId('tax-summary')).toBeNull();
    expect(screen.getByText('Total $22.50 · supporting Anna')).toBeInTheDocument();
  });

  it('says in Swedish that it has no payment session', () => {
    mockApi({});
    renderCheckout(undefined, 'sv');
    expect(screen.getByText(sv['checkoutPage.noSession'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['checkoutPage.backToStore'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['checkoutPage.back'] })).toBeInTheDocument();
  });
});
