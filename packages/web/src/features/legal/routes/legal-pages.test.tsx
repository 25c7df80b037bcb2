import { DEFAULT_RETENTION_SUPPORTER_DAYS, PERSONAL_DATA_MSG, PRIVACY_PEOPLE_MSG } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

const config = { '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) };

/** The page's text with Intl's no-break spaces as plain ones, as the matchers read it. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the legal pages', () => {
  it('keeps the English terms as they were, the support address as a link in the intro', async () => {
    mockApi(config);
    renderWithApp(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 2026')).toBeInTheDocument();
    expect(
      screen.getByText(
        '50% of every purchase benefits the group; the rest covers the e-books, card fees and running Fundshop.',
      ),
    ).toBeInTheDocument();
    const intro = screen.getByText(/^Fundshop lets groups such as school classes/);
    expect(intro.textContent).toMatch(/ buy\. Questions: support@fundshop\.example\.$/);
    expect(await within(intro).findByRole('link', { name: 'support@fundshop.example' })).toBeInTheDocument();
  });

  it('writes the whole terms in French, with the links where the French sentences put them', () => {
    mockApi(config);
    renderWithApp(<TermsPage />, { language: 'fr' });
    const t = translatorFor('fr');
    expect(screen.getByRole('heading', { level: 1, name: fr['supporter.footerTerms'] })).toBeInTheDocument();
    expect(document.title).toBe(`${fr['supporter.footerTerms']} · Fundshop`);
    expect(screen.getByText(fr['legal.updated'])).toBeInTheDocument();
    for (const heading of ['legal.termsService', 'legal.organisers', 'legal.termsSupporters', 'legal.termsChanges']) {
      expect(screen.getByRole('heading', { level: 2, name: fr[heading as keyof typeof fr] })).toBeInTheDocument();
    }
    expect(screen.getByText(plain(t('legal.termsOrganiserDuties', { age: 18 })))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fr['legal.termsPrivacyLink'] })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: fr['supporter.footerPrivacy'] })).toBeInTheDocument();
    for (const english of ['Last updated', 'The service', 'Organisers', 'privacy policy', 'Questions:', 'refund']) {
      expect(document.body.textContent).not.toContain(english);
    }
  });

  it('writes the whole privacy policy in Swedish, the retention periods as the server has them', () => {
    mockApi(config);
    renderWithApp(<PrivacyPage />, { language: 'sv' });
    const t = translatorFor('sv');
    expect(screen.getByRole('heading', { level: 1, name: sv['supporter.footerPrivacy'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: sv['privacyPeople.childrenHeading'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: sv['legal.privacyRights'] })).toBeInTheDocument();
    expect(screen.getByText(sv['privacyPeople.childrenConsent'])).toBeInTheDocument();
    expect(screen.getByText(plain(t('legal.privacySupportersShown', { percent: 50 })))).toBeInTheDocument();
    expect(
      screen.getByText(plain(t('legal.privacyRetentionSupporters', { days: DEFAULT_RETENTION_SUPPORTER_DAYS }))),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sv['personalData.requestTitle'] })).toBeInTheDocument();
    for (const english of [
      'Last updated',
      'How long we keep it',
      'Your rights',
      PRIVACY_PEOPLE_MSG.childrenHeading,
      PERSONAL_DATA_MSG.retentionSelf,
      'we answer within 30 days',
    ]) {
      expect(document.body.textContent).not.toContain(english);
    }
  });
});
