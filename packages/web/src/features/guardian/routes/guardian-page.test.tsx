import { PEOPLE_MSG } from '@fundshop/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { GuardianPage } from './guardian-page.tsx';

const TOKEN = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function renderPage() {
  return renderWithApp(<GuardianPage />, { path: `/guardian/${TOKEN}`, route: '/guardian/:token', language: 'fr' });
}

describe("the guardian's page (docs/decisions/0037)", () => {
  it('asks and thanks in the page’s language: a French parent reads no English', async () => {
    mockApi({
      [`/api/guardian/${TOKEN}`]: () => ({ status: 200, body: { childName: 'Léa Roy', groupName: 'Les Aigles' } }),
      [`/api/guardian/${TOKEN}/confirm`]: () => ({
        status: 200,
        body: { responseMessage: 'ok', childName: 'Léa Roy', storeUrl: 'https://fundshop.example/s/1' },
      }),
    });
    renderPage();
    expect(
      await screen.findByText(
        'Léa Roy a été ajouté comme participant à la collecte de fonds de Les Aigles. Confirmez pour ouvrir le magasin de Léa Roy; les informations de connexion vous seront ensuite envoyées par courriel.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: fr['people.guardianPageTitle'] })).toBeInTheDocument();
    expect(screen.getByLabelText(fr['people.guardianAgreeFullName'])).toBeInTheDocument();
    expect(document.title).toMatch(/^Confirmez la collecte de fonds de votre enfant/);
    expect(screen.queryByText(PEOPLE_MSG.guardianPageTitle)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: fr['people.guardianConfirmButton'] }));
    expect(await screen.findByText(fr['people.guardianConfirmedBody'])).toBeInTheDocument();
    expect(screen.queryByText(PEOPLE_MSG.guardianConfirmedBody)).toBeNull();
  });

  it('says in French that a used or old link cannot be used', async () => {
    mockApi({});
    renderPage();
    expect(await screen.findByText(fr['people.guardianLinkInvalid'])).toBeInTheDocument();
    expect(screen.queryByText(PEOPLE_MSG.guardianLinkInvalid)).toBeNull();
  });
});
