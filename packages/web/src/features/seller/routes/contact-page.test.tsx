import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { SellerContactPage } from './contact-page.tsx';

function renderPage(sellerId: string) {
  window.localStorage.setItem('fundshop.seller.accessToken', 'tok');
  window.localStorage.setItem('fundshop.seller.sellerId', '4');
  return renderWithApp(<SellerContactPage />, {
    path: `/seller/contact/${sellerId}`,
    route: '/seller/contact/:sellerId',
  });
}

/** The API answers Jamie Lee as the contact person, with this email and phone ('' where withheld). */
function mockContactPerson(contactPersonEmail: string, contactPersonPhoneNumber: string) {
  mockApi({
    '/api/seller/retrieve-basic-webshop-info-by-seller-id': () => ({
      status: 200,
      body: {
        responseMessage: 'ok',
        customerName: 'Hillside FC',
        customerClassOrTeam: '',
        contactPersonName: 'Jamie Lee',
        contactPersonEmail,
        contactPersonPhoneNumber,
      },
    }),
  });
}

describe('seller contact person page', () => {
  it('shows name, mailto and tel links', async () => {
    mockContactPerson('jamie@example.com', '+44 20 7946 0000');
    renderPage('4');
    expect(screen.getByText('Loading contact person...')).toBeInTheDocument();
    expect(await screen.findByText('Jamie Lee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jamie@example.com' }).getAttribute('href')).toBe(
      'mailto:jamie@example.com',
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000');
    expect(screen.queryByTestId('contact-withheld')).toBeNull();
  });

  it('says how to see the email and phone when they are withheld (no login with the mailed code yet)', async () => {
    mockContactPerson('', '');
    renderPage('4');
    expect(await screen.findByText('Jamie Lee')).toBeInTheDocument();
    expect(screen.getByTestId('contact-withheld').textContent).toContain(MSG.contactDetailsWithheld);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/seller/login');
    expect(screen.queryByRole('link', { name: /mailto|@/ })).toBeNull();
  });

  it('says so when the contact person cannot be retrieved, or the id is not all digits', async () => {
    const fetchMock = mockApi({});
    renderPage('4x');
    expect(
      screen.getByText('Information about your contact person could unfortunately not be retrieved.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
