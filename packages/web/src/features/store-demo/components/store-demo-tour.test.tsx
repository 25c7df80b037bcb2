import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STARTS_ON_FIRST_USE_ATTRIBUTE, TOUR_INTENT_ATTRIBUTE } from '@fundshop/core';
import { firstUseOf } from '../../../lib/store-first-use.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { StoreDemoTour } from './store-demo-tour.tsx';
import { TOUR_STEPS } from './tour-steps.ts';

describe('store demo tour', { timeout: 20_000 }, () => {
  it("runs from 'Let's go' through the five steps to 'Set Up Fundraiser'", async () => {
    const { router } = renderWithApp(<StoreDemoTour />, { path: '/store-demo' });
    fireEvent.click(screen.getByRole('button', { name: "Let's go" }));
    expect(screen.getByRole('dialog', { name: TOUR_STEPS[0].title })).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'E-books' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: TOUR_STEPS[0].title })).toBeInTheDocument();
    for (const step of TOUR_STEPS.slice(1)) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('dialog', { name: step.title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('dialog', { name: 'Explore Online Store' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sounds Good!' }));
    const setUp = await screen.findByRole('link', { name: 'Set Up Fundraiser' });
    fireEvent.click(setUp);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-store'));
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

  it.each([
    ['start', TOUR_STEPS[0].title],
    ['skip', null],
  ] as const)(
    "goes on from '%s' answered in the server's welcome dialog before the app ran",
    async (answer, dialog) => {
      const markup = document.createElement('div');
      markup.setAttribute(STARTS_ON_FIRST_USE_ATTRIBUTE, '1');
      markup.innerHTML = `<button ${TOUR_INTENT_ATTRIBUTE}="${answer}">answer</button>`;
      document.body.append(markup);
      const started = firstUseOf(markup);
      markup.querySelector('button')!.click();
      await started;
      markup.remove();

      renderWithApp(<StoreDemoTour />, { path: '/store-demo' });
      if (dialog) expect(screen.getByRole('dialog', { name: dialog })).toBeInTheDocument();
      else expect(await screen.findByRole('link', { name: 'Set Up Fundraiser' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Welcome to the store demo!' })).toBeNull();
    },
  );
});
