import { translatorFor } from '@fundshop/core/i18n/all';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { TopBar } from './top-bar.tsx';
import { TopBarMenu } from './top-bar-menu.tsx';

const sv = translatorFor('sv');

function renderTopBar(language: 'en' | 'sv') {
  const t = translatorFor(language);
  renderWithApp(<TopBar menu={<TopBarMenu items={[{ label: t('nav.start'), to: '/seller/start' }]} />} />, {
    language,
  });
}

// The desktop menu is hidden on narrow screens by a media query, which jsdom does not apply: `hidden` finds it anyway.
describe("the top bar's navigation landmark", () => {
  it("is named in the page's language", () => {
    renderTopBar('sv');
    expect(screen.getByRole('navigation', { name: sv('shared.mainNavigation'), hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv('nav.openMenu'), hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu', hidden: true })).toBeNull();
  });

  it("keeps SPEC's English name on an English page", () => {
    renderTopBar('en');
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeInTheDocument();
  });
});
