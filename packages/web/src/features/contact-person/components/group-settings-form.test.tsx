import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { GroupSettingsForm } from './group-settings-form.tsx';

const settings = {
  goal: 2000,
  amountOfParticipants: '24',
  countryCode: 'CA',
  currencyCode: 'CAD',
  commentToBuyers: '',
  language: 'sv' as const,
  canChangeCountry: false,
};

describe('group settings form', () => {
  it("is in the page's language: labels, the fixed country by its Swedish name, no English", () => {
    mockApi({});
    renderWithApp(<GroupSettingsForm webShopId={5} settings={settings} withMessage />, { language: 'sv' });
    expect(screen.getByText(sv['groupSettings.intro'])).toBeInTheDocument();
    expect(screen.getByLabelText(sv['organiser.goal'])).toBeInTheDocument();
    expect(screen.getByLabelText(sv['organiser.teamMembers'])).toBeInTheDocument();
    expect(screen.getByLabelText(sv['organiser.messageToSupporters'])).toBeInTheDocument();
    expect(screen.getByText(`Land: Kanada. ${sv['groupSettings.countryLockedHint']}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['groupSettings.save'] })).toBeInTheDocument();
    for (const english of ['Goal', 'Amount of team members', 'Message to supporters', 'Save settings']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
