import { translatorFor } from '@fundshop/core/i18n/all';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrateWithApp, renderWithApp } from '../../../test/render.tsx';
import { StoreDemoTour } from './store-demo-tour.tsx';
import { TOUR_STEPS } from './tour-steps.ts';

const english = translatorFor('en');
const STEP_TITLES = TOUR_STEPS.map((step) => english(step.title));

describe('store demo tour', { timeout: 20_000 }, () => {
  it("runs from 'Let's go' through the five steps to 'Set Up Fundraiser'", async () => {
    const { router } = renderWithApp(<StoreDemoTour />, { path: '/store-demo' });
    fireEvent.click(screen.getByRole('button', { name: "Let's go" }));
    expect(screen.getByRole('dialog', { name: STEP_TITLES[0] })).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'E-books' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: STEP_TITLES[0] })).toBeInTheDocument();
    for (const title of STEP_TITLES.slice(1)) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('dialog', { name: 'Explore Online Store' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sounds Good!' }));
    const setUp = await screen.findByRole('link', { name: 'Set Up Fundraiser' });
    fireEvent.click(setUp);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-store'));
  });

  it('speaks Swedish on a Swedish page, from the first step to the set-up button', async () => {
    renderWithApp(<StoreDemoTour />, { path: '/store-demo', language: 'sv' });
    fireEvent.click(screen.getByRole('button', { name: 'Sätt igång' }));
    expect(screen.getByRole('dialog', { name: 'Varje deltagare skapar sin egen webbutik' })).toBeInTheDocument();
    expect(screen.getByText('Steg 1 av 5')).toBeInTheDocument();
    for (let step = 1; step < TOUR_STEPS.length; step += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Klar' }));
    expect(await screen.findByRole('dialog', { name: 'Utforska webbutiken' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Låter bra!' }));
    expect(await screen.findByRole('link', { name: 'Starta en insamling' })).toBeInTheDocument();
    for (const text of ['Explore Online Store', 'Sounds Good!', 'Set Up Fundraiser', 'Next', 'Done']) {
      expect(screen.queryByText(text)).toBeNull();
    }
  });

  it("'Skip tour' goes straight to the set-up button ('Set Up Now' on a phone)", async () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone)', configurable: true });
    try {
      renderWithApp(<StoreDemoTour />, { path: '/store-demo' });
      fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
      expect(await screen.findByRole('link', { name: 'Set Up Now' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      Reflect.deleteProperty(window.navigator, 'userAgent');
    }
  });

  it("is part of the server's page: the welcome dialog is rendered in place, open, and goes on once hydrated", async () => {
    await hydrateWithApp(<StoreDemoTour />, {
      path: '/store-demo',
      beforeHydration: (page) => {
        // In the page's own markup (not a portal, which only the browser fills), and not fading in.
        const dialog = page.querySelector('[role="dialog"]');
        expect(dialog?.textContent).toContain('Welcome to the store demo!');
        expect(page.querySelector('.MuiBackdrop-root')?.getAttribute('style') ?? '').not.toContain('opacity: 0');
      },
    });
    // Open, nothing around it hidden from assistive technology (it is modal itself), and answered as usual.
    expect(screen.getByRole('dialog', { name: 'Welcome to the store demo!' })).toBeInTheDocument();
    expect(document.querySelector('[aria-hidden="true"] [role="dialog"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Let's go" }));
    expect(await screen.findByRole('dialog', { name: STEP_TITLES[0] })).toBeInTheDocument();
  });
});
