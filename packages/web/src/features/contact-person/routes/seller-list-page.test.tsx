import type { SellerListItem } from '@fundshop/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { SellerListPage } from './seller-list-page.tsx';

function renderPage() {
  window.localStorage.setItem('fundshop.contactPerson.accessToken', 'tok');
  window.localStorage.setItem('fundshop.contactPerson.webShopId', '5');
  return renderWithApp(<SellerListPage />, {
    path: '/contactperson/seller-list/5',
    route: '/contactperson/seller-list/:webShopId',
  });
}

const anna: SellerListItem = {
  sellerId: 1,
  name: 'Anna Berg',
  password: 'ABCDEFGHJKLM',
  isActive: true,
  totalSales: 120.5,
  currencyCode: 'USD',
  email: 'anna@example.com',
  isMinor: false,
  guardianEmail: '',
  guardianConfirmed: false,
  fullNameConsent: false,
  showFullName: false,
};

describe('participants page', () => {
  it('shows both empty states to the letter', async () => {
    mockApi({ '/api/seller/seller-list': () => ({ status: 200, body: { sellerAllSalesDetailsList: [] } }) });
    renderPage();
    expect(await screen.findByText('No active sellers were foind.')).toBeInTheDocument();
    expect(screen.getByText('No deleted sellers were found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register participant' })).toBeInTheDocument();
  });

  it('lists a seller with code, email and a total in the group currency, and removes it at once', async () => {
    let list = [anna];
    mockApi({
      '/api/seller/seller-list': () => ({ status: 200, body: { sellerAllSalesDetailsList: list } }),
      '/api/seller/update-seller-active-status': () => {
        list = [{ ...anna, isActive: false }];
        return {
          status: 200,
          body: { responseMessage: 'ok', sellerId: 1, sellerName: 'Anna Berg', isActive: false },
        };
      },
    });
    renderPage();
    const active = await screen.findByRole('table', { name: 'Active sellers (1)' });
    const row = within(active).getByRole('row', { name: /Anna Berg/ });
    expect(within(row).getByText('ABCDEFGHJKLM')).toBeInTheDocument();
    expect(within(row).getByText('anna@example.com')).toBeInTheDocument();
    expect(within(row).getByText('$120.50')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Remove (Anna Berg)' }));
    expect(await screen.findByText('Anna Berg has been removed')).toBeInTheDocument();
    expect(screen.getByText('No active sellers were foind.')).toBeInTheDocument();
    const removed = screen.getByRole('table', { name: 'Removed sellers (1)' });
    expect(within(removed).getByRole('button', { name: 'Add again (Anna Berg)' })).toBeInTheDocument();
  });

  it('registers a participant without email and shows the login code', async () => {
    let list: SellerListItem[] = [];
    mockApi({
      '/api/seller/seller-list': () => ({ status: 200, body: { sellerAllSalesDetailsList: list } }),
      '/api/seller/register-new-seller': () => {
        list = [{ ...anna, sellerId: 3, name: 'Bo', email: '', password: 'QWERTYUPASDF', totalSales: 0 }];
        return { status: 200, body: { responseMessage: 'ok', sellerId: 3, sellerName: 'Bo', accessToken: '' } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Register participant' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Name is missing')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Bo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('QWERTYUPASDF')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('QWERTYUPASDF').length).toBeGreaterThan(0));
  });
});
