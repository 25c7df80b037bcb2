import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const refunded = {
  id: 3,
  orderId: 41,
  amount: 11,
  taxAmount: 0,
  currencyCode: 'USD',
  status: 'succeeded',
  requestedBy: 'operator',
  reason: 'x',
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('the refund dialog', () => {
  it('refunds all that is left without an amount, or a part with one, always with the reason', async () => {
    const fetchMock = mockApi({ '/api/operator/refunds': () => ({ status: 200, body: refunded }) });
    const onClose = vi.fn();
    renderWithApp(<RefundDialog orderId={41} left={44} currencyCode="USD" limit={50} open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: "Refund to the buyer's card" });
    expect(within(dialog).getByText('Left to refund: $44 · your limit: $50 a refund')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Give the reason for the refund.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('A part'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bought twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Give the amount to refund, such as 12.50.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Amount (USD)'), '11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: 41, amount: 11, reason: 'Bought twice' });
  });

  it("shows the server's refusal, such as a support operator's limit", async () => {
    mockApi({
      '/api/operator/refunds': () => ({
        status: 403,
        body: {
          responseMessage: 'refund-over-limit',
          message: 'A support operator may refund at most $50 at a time: ask an admin.',
        },
      }),
    });
    renderWithApp(<RefundDialog orderId={41} left={80} currencyCode="USD" limit={50} open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('A support operator may refund at most $50 at a time: ask an admin.'),
    ).toBeInTheDocument();
  });
});
