import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { FundraiserCreated } from '../components/fundraiser-created.tsx';
import { RegisterCompletedPage } from './register-completed-page.tsx';

describe('the screens after a registration', () => {
  it('say in French that the login details are on their way, and name the tab in French', () => {
    renderWithApp(<RegisterCompletedPage />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Merci de votre inscription!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' }).getAttribute('href')).toBe(
      '/contactperson/login',
    );
    expect(document.title).toBe('Inscription terminée · Fundshop');
    expect(screen.queryByText('Thank you for registering!')).toBeNull();
  });

  it("'Fundraiser Created' in French", () => {
    renderWithApp(<FundraiserCreated />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Collecte de fonds créée' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à mon tableau de bord' })).toBeInTheDocument();
    expect(screen.queryByText('Fundraiser Created')).toBeNull();
    expect(screen.queryByText('Navigate to my dashboard')).toBeNull();
  });
});
