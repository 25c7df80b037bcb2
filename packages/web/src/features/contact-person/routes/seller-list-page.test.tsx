import { nameTakenMessage, type SellerListItem } from '@fundshop/core';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { SellerListPage } from './seller-list-page.tsx';

function renderPage(language?: 'sv') {
  window.localStorage.setItem('fundshop.contactPerson.accessToken', 'tok');
  window.localStorage.setItem('fundshop.contactPerson.webShopId', '5');
  return renderWithApp(<SellerListPage />, {
    path: '/contactperson/seller-list/5',
    route: '/contactperson/seller-list/:webShopId',
    language,
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

  it("is in the page's language: a Swedish organiser reads no English of the page's own", async () => {
    mockApi({
      '/api/seller/seller-list': () => ({
        status: 200,
        body: { sellerAllSalesDetailsList: [{ ...anna, isMinor: true, email: '', guardianEmail: 'p@example.com' }] },
      }),
    });
    renderPage('sv');
    const active = await screen.findByRole('table', { name: 'Aktiva säljare (1)' });
    expect(screen.getByRole('heading', { name: sv['participants.title'] })).toBeInTheDocument();
    expect(screen.getByText(sv['participants.intro'])).toBeInTheDocument();
    expect(screen.getByText(sv['participants.noRemovedSellers'])).toBeInTheDocument();
    expect(within(active).getByText(sv['people.guardianPending'])).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Ta bort (Anna Berg)' })).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Ändra (Anna Berg)' })).toBeInTheDocument();
    expect(screen.getByText(/^Total försäljning: /)).toBeInTheDocument();
    expect(document.title).toMatch(/^Deltagare/);
    for (const english of [
      'Participants',
      'No deleted sellers were found.',
      'Register participant',
      'Add many',
      'Waiting for the parent or guardian',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }

    fireEvent.click(screen.getByRole('button', { name: sv['people.addManyButton'] }));
    const many = await screen.findByRole('dialog');
    expect(within(many).getByText(sv['people.addManyIntro'])).toBeInTheDocument();
    fireEvent.click(within(many).getByRole('button', { name: sv['people.checkList'] }));
    expect(await within(many).findByText(sv['people.listEmpty'])).toBeInTheDocument();
  });

  it('Add many: a row with a tab or a control character says which line and why, and nothing can be added', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/seller/seller-list': () => ({ status: 200, body: { sellerAllSalesDetailsList: [] } }),
      '/api/seller/preview-sellers': (init) => {
        const { sellers } = JSON.parse(String(init?.body)) as { sellers: object[] };
        sent.push(...sellers);
        const rows = sellers.map((row) => ({ ...row, problems: {} }));
        return { status: 200, body: { responseMessage: 'ok', rows, problemCount: 0 } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add many' }));
    const many = await screen.findByRole('dialog');
    fireEvent.change(within(many).getByTestId('roster-text'), {
      target: { value: 'Anna Berg; anna@example.com\nBo\tEk; bo@example.com\nCleo\u0007 Dahl' },
    });
    fireEvent.click(within(many).getByRole('button', { name: 'Check the list' }));
    expect(
      await within(many).findByText(
        'Line 2: there is a tab in the name. Remove it in the list and check the list again.',
      ),
    ).toBeInTheDocument();
    expect(
      within(many).getByText(
        'Line 3: there is a character that cannot be seen (U+0007) in the name. Remove it in the list and check the list again.',
      ),
    ).toBeInTheDocument();
    expect(within(many).queryByText('Please fix errors and try again.')).toBeNull();
    expect(within(many).getByRole('button', { name: 'Add 3 participants' })).toBeDisabled();
    expect(sent).toEqual([
      { name: 'Anna Berg', email: 'anna@example.com', isMinor: false, guardianEmail: '' },
      { name: 'Bo Ek', email: 'bo@example.com', isMinor: false, guardianEmail: '' },
      { name: 'Cleo Dahl', email: '', isMinor: false, guardianEmail: '' },
    ]);
  });

  it("Add many: a preview the server refuses row by row shows each row's problem, not a bare 'Please fix errors'", async () => {
    mockApi({
      '/api/seller/seller-list': () => ({ status: 200, body: { sellerAllSalesDetailsList: [] } }),
      '/api/seller/preview-sellers': () => ({
        status: 400,
        body: {
          responseMessage: 'validation-error',
          message: 'Please fix errors and try again.',
          fieldErrors: { 'sellers.1.name': 'Maximum 200 characters' },
        },
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add many' }));
    const many = await screen.findByRole('dialog');
    fireEvent.change(within(many).getByTestId('roster-text'), { target: { value: `Anna Berg\n${'B'.repeat(201)}` } });
    fireEvent.click(within(many).getByRole('button', { name: 'Check the list' }));
    const rows = await within(many).findAllByTestId('roster-row');
    expect(within(rows[1]!).getByText('Maximum 200 characters')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Maximum 200 characters')).toBeNull();
    expect(within(many).queryByText('Please fix errors and try again.')).toBeNull();
  });

  it("writes SPEC's error-name in Swedish, with the group's name, under the name", async () => {
    const message = nameTakenMessage('Hillside FC');
    mockApi({
      '/api/seller/seller-list': () => ({ status: 200, body: { sellerAllSalesDetailsList: [] } }),
      '/api/seller/register-new-seller': () => ({
        status: 409,
        body: { responseMessage: 'error-name', message, fieldErrors: { name: message } },
      }),
    });
    renderPage('sv');
    expect(await screen.findByText(sv['participants.noActiveSellers'])).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: sv['participants.registerParticipant'] }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(sv['dashboard.name']), { target: { value: 'Anna Berg' } });
    fireEvent.click(within(dialog).getByRole('button', { name: sv['participants.register'] }));
    expect(await within(dialog).findByText(/^Namnet är redan upptaget i Hillside FC\. /)).toBeInTheDocument();
    expect(within(dialog).queryByText(message)).toBeNull();
  });
});
