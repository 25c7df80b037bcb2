import { documentTitle, TERMS_PATH, PRIVACY_PATH, type MessageKey } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerStorage } from '../../../lib/storage.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { hillsideInfo } from '../../../test/store-data.ts';
import { SellerContactPage } from './contact-page.tsx';
import { SellerRegisterPage } from './register-page.tsx';
import { RegistrationQrPage } from './registration-qr-page.tsx';

const en = translatorFor('en');
const sv = translatorFor('sv');
const fr = translatorFor('fr');

/** None of these English texts is on the page: not as text, a field's or an image's name, nor a button. */
function expectNoEnglish(texts: string[]) {
  const page = document.body.textContent ?? '';
  for (const english of texts) {
    expect(page, english).not.toContain(english);
    expect(screen.queryByLabelText(english), english).toBeNull();
    expect(screen.queryByRole('button', { name: english }), english).toBeNull();
    expect(screen.queryByRole('img', { name: english }), english).toBeNull();
  }
}

const english = (...keys: MessageKey[]) => keys.map((key) => en(key));

describe("the seller's pages in the page's language", () => {
  it('shows the self-registration page in Swedish, with no English of its own left', async () => {
    sellerStorage.save({ sellerId: 4, sellerName: 'Anna Berg', accessToken: 'tok' });
    mockApi({ '/api/seller/retrieve-basic-webshop-info': () => ({ status: 200, body: hillsideInfo }) });
    renderWithApp(<SellerRegisterPage />, {
      path: '/seller/register/KEY123',
      route: '/seller/register/:sellerRegistrationKey',
      language: 'sv',
    });
    expect(screen.getByRole('progressbar', { name: sv('common.loading') })).toBeInTheDocument();
    expect(await screen.findByText('Hillside FC · U12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: sv('login.sellerRegisterTitle') })).toBeInTheDocument();
    expect(screen.getByText(sv('seller.registeringFor'))).toBeInTheDocument();
    expect(screen.getByText(sv('seller.contactPersonIs', { name: 'Jamie Lee' }))).toBeInTheDocument();
    expect(screen.getByText(sv('seller.loggedInAs', { name: 'Anna Berg' }), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sv('seller.goToStartPage') })).toBeInTheDocument();
    expect(screen.getByLabelText(sv('seller.name'))).toBeInTheDocument();
    expect(screen.getByText(sv('seller.nameHint'))).toBeInTheDocument();
    expect(screen.getByLabelText(sv('form.email'))).toBeInTheDocument();
    expect(screen.getByText(sv('seller.emailHint'))).toBeInTheDocument();
    expect(screen.getByText(sv('seller.pictureInWebshop'))).toBeInTheDocument();
    expect(screen.getByLabelText(sv('seller.picture'))).toBeInTheDocument();
    expect(screen.getByText(sv('seller.choosePicture'))).toBeInTheDocument();
    expect(screen.getByText(sv('seller.pictureFormats'))).toBeInTheDocument();
    // The terms' and the privacy policy's Swedish words are the links.
    expect(screen.getByRole('link', { name: sv('shared.termsOfUse') }).getAttribute('href')).toBe(TERMS_PATH);
    expect(screen.getByRole('link', { name: sv('shared.privacyPolicy') }).getAttribute('href')).toBe(PRIVACY_PATH);
    expect(screen.getByRole('button', { name: sv('seller.register') })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle(sv('page.sellerRegister'))));
    expectNoEnglish([
      ...english(
        'login.sellerRegisterTitle',
        'seller.registeringFor',
        'seller.goToStartPage',
        'seller.name',
        'seller.nameHint',
        'seller.emailHint',
        'seller.pictureInWebshop',
        'seller.picture',
        'seller.choosePicture',
        'seller.pictureFormats',
        'seller.acceptTerms',
        'shared.termsOfUse',
        'shared.privacyPolicy',
        'seller.register',
        'form.email',
      ),
      en('seller.contactPersonIs', { name: 'Jamie Lee' }),
      en('seller.loggedInAs', { name: 'Anna Berg' }),
    ]);
  });

  it('shows the contact person page in Swedish, loading and failing too', async () => {
    sellerStorage.save({ sellerId: 4, sellerName: 'Anna Berg', accessToken: 'tok' });
    mockApi({ '/api/seller/retrieve-basic-webshop-info-by-seller-id': () => ({ status: 200, body: hillsideInfo }) });
    const { unmount } = renderWithApp(<SellerContactPage />, {
      path: '/seller/contact/4',
      route: '/seller/contact/:sellerId',
      language: 'sv',
    });
    expect(screen.getByText(sv('seller.contactLoading'))).toBeInTheDocument();
    expect(await screen.findByText('Jamie Lee')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: sv('seller.contactPerson') })).toBeInTheDocument();
    expect(screen.getByText(sv('seller.contactQuestions', { group: 'Hillside FC' }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sv('login.logIn') })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle(sv('page.sellerContact'))));
    expectNoEnglish([
      ...english('seller.contactPerson', 'seller.contactLoading', 'login.logIn', 'page.sellerContact'),
      en('seller.contactQuestions', { group: 'Hillside FC' }),
    ]);
    unmount();

    renderWithApp(<SellerContactPage />, {
      path: '/seller/contact/4x',
      route: '/seller/contact/:sellerId',
      language: 'sv',
    });
    expect(screen.getByText(sv('seller.contactFailed'))).toBeInTheDocument();
    expectNoEnglish(english('seller.contactFailed'));
  });

  it("shows the registration QR page in French, SPEC's text included", () => {
    renderWithApp(<RegistrationQrPage />, {
      path: '/seller/qr-registration/KEY123',
      route: '/seller/qr-registration/:sellerRegistrationKey',
      language: 'fr',
    });
    expect(screen.getByRole('heading', { name: fr('login.sellerRegisterTitle') })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: fr('qr.registrationLinkLabel') })).toBeInTheDocument();
    expect(screen.getByText(fr('qr.registrationText'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr('common.print') })).toBeInTheDocument();
    expectNoEnglish(
      english('login.sellerRegisterTitle', 'qr.registrationLinkLabel', 'qr.registrationText', 'common.print'),
    );
  });
});
