import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { TeamLinkCard } from './team-link-card.tsx';

describe("the organiser's team link", () => {
  it('shows the team page link and copies it', async () => {
    const writeText = vi.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithApp(<TeamLinkCard webShopId={1001} />);
    const link = `${window.location.origin}/team/1001`;
    expect(screen.getByTestId('team-link')).toHaveTextContent(link);
    expect(screen.getByRole('link', { name: 'Open team page' })).toHaveAttribute('href', link);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link has been copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('is in Swedish on a Swedish page', () => {
    renderWithApp(<TeamLinkCard webShopId={1001} />, { language: 'sv' });
    expect(screen.getByRole('heading', { name: sv['team.linkTitle'] })).toBeInTheDocument();
    expect(screen.getByText(sv['team.linkText'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['team.copyLink'] })).toBeInTheDocument();
    expect(screen.queryByText('Team page')).toBeNull();
  });
});
