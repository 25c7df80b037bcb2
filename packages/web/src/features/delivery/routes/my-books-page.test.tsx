import { DELIVERY_MSG, formatPrice, MSG, type Language, type MyBooksResponse } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { MyBooksPage } from './my-books-page.tsx';

const TOKEN = 'ABCDEFGHJKMNPQRSTUVWXYZ234';
const API = `/api/my-books/${TOKEN}`;
const config = { '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) };

function books(overrides: Partial<MyBooksResponse> = {}): MyBooksResponse {
  const file = (productId: number, format: 'epub' | 'pdf', size: number, downloadsLeft = 5) => ({
    format,
    fileName: `book-${productId}.${format}`,
    size,
    downloadsLeft,
    downloadUrl: `${API}/download?productId=${productId}&format=${format}`,
  });
  return {
    orderNumber: 1042,
    buyerFirstName: 'Ada',
    sellerName: 'Robin Park',
    groupName: 'Oak Hill Runners',
    currencyCode: 'USD',
    totalAmount: 44,
    refundedAmount: 0,
    paidAt: '2026-11-25T10:00:00.000Z',
    status: 'paid',
    downloadsSuspended: false,
    canResend: true,
    canSelfRefund: false,
    selfRefundUntil: null,
    books: [
      {
        productId: 1,
        name: 'Campfire Stories',
        quantity: 1,
        files: [file(1, 'epub', 312_000), file(1, 'pdf', 2_400_000)],
      },
      {
        productId: 2,
        name: 'Money Smart Kids',
        quantity: 1,
        files: [file(2, 'epub', 90_000, 0), file(2, 'pdf', 700_000, 1)],
      },
    ],
    receipt: {
      receiptNumber: 'FS-000123',
      issuedAt: '2026-11-25T10:00:00.000Z',
      currencyCode: 'USD',
      summary: { taxBehaviour: 'exclusive', netAmount: 40, taxAmount: 4, totalAmount: 44, taxLabel: 'Sales tax 10%' },
      merchant: {
        legalName: 'Fundshop Ltd',
        address: '1 Market Street, Springfield',
        registrationName: 'Sales tax permit',
        registrationNumber: 'WA-604-123',
      },
    },
    receiptUrl: `${API}/receipt`,
    ...overrides,
  };
}

function renderBooks(token = TOKEN, language?: Language) {
  return renderWithApp(<MyBooksPage />, { path: `/my-books/${token}`, route: '/my-books/:token', language });
}

/**
 * The page offers the refund of `offering`, but the window has closed by the time the buyer asks: the server refuses,
 * and the order comes back without the offer.
 */
function mockRefundTooLate(offering: MyBooksResponse) {
  let order = offering;
  mockApi({
    ...config,
    [API]: () => ({ status: 200, body: order }),
    [`${API}/refund`]: () => {
      order = books();
      return { status: 409, body: { responseMessage: 'refund-not-allowed', message: DELIVERY_MSG.refundNotAllowed } };
    },
  });
}

const t = translatorFor('en');
const intro = t('delivery.intro', { seller: 'Robin Park', group: 'Oak Hill Runners' });

describe('my books', { timeout: 20_000 }, () => {
  it('lists each book with a download link per format, its size and the downloads left', async () => {
    mockApi({ ...config, [API]: () => ({ status: 200, body: books() }) });
    renderBooks();
    expect(await screen.findByText(intro)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: DELIVERY_MSG.pageTitle })).toBeInTheDocument();
    expect(document.title).toBe('Your e-books · Fundshop');
    const epub = screen.getByRole('link', { name: 'Download EPUB: Campfire Stories' });
    expect(epub.getAttribute('href')).toBe(`${API}/download?productId=1&format=epub`);
    expect(epub.textContent).toBe('Download EPUB');
    expect(
      screen.getByRole('link', { name: 'Download EPUB: Campfire Stories', description: '305 KB · 5 downloads left' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Download PDF: Campfire Stories', description: '2.3 MB · 5 downloads left' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Download PDF: Money Smart Kids', description: '684 KB · 1 download left' }),
    ).toBeInTheDocument();
    // A file downloaded as often as allowed has no link, and says so.
    expect(screen.queryByRole('link', { name: 'Download EPUB: Money Smart Kids' })).toBeNull();
    expect(screen.getByText(`EPUB · ${DELIVERY_MSG.noDownloadsLeft}`)).toBeInTheDocument();
    // Outside the refund window: no 'Cancel and refund'.
    expect(screen.queryByRole('button', { name: DELIVERY_MSG.selfRefund })).toBeNull();
  });

  it('shows the receipt: its number, net, tax with its label, total, who sold with its registration, and the PDF', async () => {
    mockApi({ ...config, [API]: () => ({ status: 200, body: books() }) });
    renderBooks();
    const receipt = await screen.findByRole('region', { name: t('receipt.title') });
    const line = (label: string) => within(receipt).getByText(label).nextElementSibling?.textContent;
    expect(line(t('receipt.number'))).toBe('FS-000123');
    expect(line(t('receipt.net'))).toBe(formatPrice(40, 'USD'));
    expect(line('Sales tax 10%')).toBe(formatPrice(4, 'USD'));
    expect(line(t('supporter.total'))).toBe(formatPrice(44, 'USD'));
    expect(
      within(receipt).getByText(/Fundshop Ltd, 1 Market Street, Springfield · Sales tax permit WA-604-123/),
    ).toBeInTheDocument();
    const pdf = within(receipt).getByRole('link', { name: t('receipt.download') });
    expect(pdf.getAttribute('href')).toBe(`${API}/receipt`);
  });

  it('shows a refunded order without download links or resend', async () => {
    mockApi({ ...config, [API]: () => ({ status: 200, body: books({ status: 'refunded', refundedAmount: 44 }) }) });
    renderBooks();
    expect(await screen.findByText(DELIVERY_MSG.refunded)).toBeInTheDocument();
    expect(screen.queryByText(intro)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Campfire Stories' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^Download (EPUB|PDF)/ })).toEqual([]);
    expect(screen.queryByRole('button', { name: DELIVERY_MSG.resend })).toBeNull();
  });

  it('pauses downloads while a dispute is open', async () => {
    mockApi({ ...config, [API]: () => ({ status: 200, body: books({ downloadsSuspended: true }) }) });
    renderBooks();
    expect(await screen.findByText(DELIVERY_MSG.downloadsSuspended)).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^Download (EPUB|PDF)/ })).toEqual([]);
  });

  it('says a partial refund', async () => {
    mockApi({ ...config, [API]: () => ({ status: 200, body: books({ refundedAmount: 22 }) }) });
    renderBooks();
    expect(await screen.findByText('$22 of this order has been refunded to your card.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Download (EPUB|PDF)/ })).toHaveLength(3);
  });

  it('names an unknown link and the support address', async () => {
    mockApi({
      ...config,
      [API]: () => ({ status: 404, body: { responseMessage: 'book-link-unknown', message: DELIVERY_MSG.linkUnknown } }),
    });
    renderBooks();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getByText(DELIVERY_MSG.linkUnknown)).toBeInTheDocument());
    expect(await within(alert).findByRole('link', { name: 'support@fundshop.example' })).toBeInTheDocument();
  });

  it('never asks the server about a malformed token', async () => {
    const fetchMock = mockApi(config);
    renderBooks('not-a-token');
    expect(await screen.findByText(DELIVERY_MSG.linkUnknown)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/my-books'))).toBe(false);
  });

  it('sends the link again, and says when it was asked too often', async () => {
    let answer = { status: 200, body: { responseMessage: 'ok' } as unknown };
    const fetchMock = mockApi({
      ...config,
      [API]: () => ({ status: 200, body: books() }),
      [`${API}/resend`]: () => answer,
    });
    renderBooks();
    const button = await screen.findByRole('button', { name: DELIVERY_MSG.resend });
    fireEvent.click(button);
    expect(await screen.findByText(DELIVERY_MSG.resent)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === `${API}/resend`);
    expect(call?.[1]?.method).toBe('POST');

    answer = { status: 429, body: { responseMessage: 'too-many-requests', message: MSG.tooManyAttempts } };
    fireEvent.click(button);
    expect(await screen.findByText(MSG.tooManyAttempts)).toBeInTheDocument();
    expect(screen.queryByText(DELIVERY_MSG.resent)).toBeNull();
  });

  it('cancels and refunds after the confirmation, then shows the order as refunded', async () => {
    let order = books({ canSelfRefund: true, selfRefundUntil: '2026-12-09T10:00:00.000Z' });
    const fetchMock = mockApi({
      ...config,
      [API]: () => ({ status: 200, body: order }),
      [`${API}/refund`]: () => {
        order = books({ status: 'refunded', refundedAmount: 44 });
        return { status: 200, body: { responseMessage: 'ok', refundedAmount: 44, currencyCode: 'USD' } };
      },
    });
    renderBooks();
    expect(await screen.findByText(t('delivery.selfRefundUntil', { date: 'December 9, 2026' }))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: DELIVERY_MSG.selfRefund }));
    const dialog = await screen.findByRole('dialog', { name: DELIVERY_MSG.selfRefundTitle });
    expect(within(dialog).getByText(DELIVERY_MSG.selfRefundConfirm)).toBeInTheDocument();
    // Keeping the order sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: DELIVERY_MSG.keepOrder }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url) === `${API}/refund`)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: DELIVERY_MSG.selfRefund }));
    const again = await screen.findByRole('dialog', { name: DELIVERY_MSG.selfRefundTitle });
    fireEvent.click(within(again).getByRole('button', { name: DELIVERY_MSG.selfRefund }));
    expect(
      await screen.findByText('Your order has been cancelled. $44 is on its way back to your card.'),
    ).toBeInTheDocument();
    // The page asks again and shows the refunded order: the done message in place of the plain notice, no links.
    await waitFor(() => expect(screen.queryAllByRole('link', { name: /^Download (EPUB|PDF)/ })).toEqual([]));
    expect(screen.queryByText(DELIVERY_MSG.refunded)).toBeNull();
    expect(screen.queryByText(intro)).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === `${API}/refund`)).toHaveLength(1);
  });

  it("shows the server's refusal when the window has closed meanwhile", async () => {
    mockRefundTooLate(books({ canSelfRefund: true, selfRefundUntil: '2026-12-09T10:00:00.000Z' }));
    renderBooks();
    fireEvent.click(await screen.findByRole('button', { name: DELIVERY_MSG.selfRefund }));
    const dialog = await screen.findByRole('dialog', { name: DELIVERY_MSG.selfRefundTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: DELIVERY_MSG.selfRefund }));
    expect(await screen.findByText(DELIVERY_MSG.refundNotAllowed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: DELIVERY_MSG.selfRefund })).toBeNull());
    expect(screen.getByRole('link', { name: 'Download EPUB: Campfire Stories' })).toBeInTheDocument();
  });

  it("is in the page's language: a Swedish page with Sweden's numbers and dates, and none of the English", async () => {
    mockRefundTooLate(books({ canSelfRefund: true, selfRefundUntil: '2026-12-09T10:00:00.000Z', refundedAmount: 22 }));
    renderBooks(TOKEN, 'sv');
    const tSv = translatorFor('sv');
    expect(
      await screen.findByText(tSv('delivery.intro', { seller: 'Robin Park', group: 'Oak Hill Runners' })),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: sv['delivery.pageTitle'] })).toBeInTheDocument();
    expect(document.title).toBe(`${sv['delivery.pageTitle']} · Fundshop`);
    const epub = screen.getByRole('link', { name: 'Ladda ner EPUB: Campfire Stories' });
    expect(epub.textContent).toBe('Ladda ner EPUB');
    expect(
      screen.getByRole('link', {
        name: 'Ladda ner PDF: Campfire Stories',
        description: '2,3 MB · 5 nedladdningar kvar',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ladda ner PDF: Money Smart Kids', description: '684 kB · 1 nedladdning kvar' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`EPUB · ${sv['delivery.noDownloadsLeft']}`)).toBeInTheDocument();
    expect(
      screen.getByText(tSv('delivery.partlyRefunded', { amount: formatPrice(22, 'USD', 'sv-SE') }).replace(/\s/g, ' ')),
    ).toBeInTheDocument();
    expect(screen.getByText(tSv('delivery.selfRefundUntil', { date: '9 december 2026' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['delivery.resend'] })).toBeInTheDocument();
    // The server's English refusal reads in Swedish too.
    fireEvent.click(screen.getByRole('button', { name: sv['delivery.selfRefund'] }));
    const dialog = await screen.findByRole('dialog', { name: sv['delivery.selfRefundTitle'] });
    expect(within(dialog).getByText(sv['delivery.selfRefundConfirm'])).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: sv['delivery.selfRefund'] }));
    expect(await screen.findByText(sv['delivery.refundNotAllowed'])).toBeInTheDocument();
    for (const english of [DELIVERY_MSG.resend, DELIVERY_MSG.refundNotAllowed, 'Download EPUB', 'downloads left']) {
      expect(document.body.textContent).not.toContain(english);
    }
  });
});
