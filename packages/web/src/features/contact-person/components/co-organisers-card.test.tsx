import { CO_ORGANISER_MSG } from '@fundshop/core';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CoOrganisersCard } from './co-organisers-card.tsx';

const LIST = '/api/contact-person/co-organisers';
const INVITE = '/api/contact-person/co-organisers/invite';
const pending = { coOrganiserId: 3, email: 'alex@example.com', name: '', accepted: false, createdAt: '2026-11-01' };

beforeEach(() => {
  window.localStorage.setItem('fundshop.contactPerson.accessToken', 'tok');
  window.localStorage.setItem('fundshop.contactPerson.webShopId', '5');
});

describe('co-organisers card (docs/decisions/0035)', () => {
  it("is in the page's language: the list, the invitation and the server's refusal in French, no English", async () => {
    let invited = 0;
    mockApi({
      [LIST]: () => ({ status: 200, body: { coOrganisers: [pending] } }),
      [INVITE]: () =>
        invited++ === 0
          ? {
              status: 409,
              body: {
                responseMessage: 'co-organiser-email-taken',
                message: CO_ORGANISER_MSG.emailTaken,
                fieldErrors: { email: CO_ORGANISER_MSG.emailTaken },
              },
            }
          : { status: 200, body: { responseMessage: 'ok' } },
    });
    renderWithApp(<CoOrganisersCard webShopId={5} />, { language: 'fr' });
    const list = await screen.findByRole('list', { name: fr['coOrganiser.title'] });
    expect(within(list).getByText(fr['coOrganiser.pending'])).toBeInTheDocument();
    expect(screen.getByText(fr['coOrganiser.intro'])).toBeInTheDocument();

    const email = screen.getByLabelText(fr['coOrganiser.inviteEmailLabel']);
    fireEvent.change(email, { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: fr['coOrganiser.inviteButton'] }));
    expect(await screen.findByText(fr['coOrganiser.emailTaken'])).toBeInTheDocument();
    expect(screen.queryByText(CO_ORGANISER_MSG.emailTaken)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: fr['coOrganiser.inviteButton'] }));
    expect(await screen.findByText('Invitation envoyée à sam@example.com.')).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: fr['coOrganiser.remove'] }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/^Retirer alex@example.com comme co-organisateur\? Cette personne est déconnectée/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: fr['coOrganiser.yes'] })).toBeInTheDocument();
    for (const english of [CO_ORGANISER_MSG.pending, CO_ORGANISER_MSG.intro, 'Invite', 'Remove']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
