import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, TEST_PUBLIC_CONFIG } from '../../../test/render.tsx';
import { LanguageDialog } from './language-dialog.tsx';

describe("the menu's language chooser", () => {
  it('names each language in its own words, starts on the page’s, and hands over the one chosen', async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    const choose = vi.fn(async () => undefined);
    renderWithApp(<LanguageDialog open onClose={() => undefined} choose={choose} />, { language: 'fr' });
    expect(screen.getByRole('dialog', { name: 'Choisissez votre langue' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    // Each name is marked with its own language, for screen readers to say it right.
    expect(screen.getByText('Svenska').closest('[lang]')).toHaveAttribute('lang', 'sv');
    fireEvent.click(screen.getByRole('radio', { name: 'Svenska' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(choose).toHaveBeenCalledWith('sv'));
  });

  it('closes without a call when the language stays, and shows a refusal without closing', async () => {
    mockApi({ '/api/public-config': () => ({ status: 200, body: TEST_PUBLIC_CONFIG }) });
    const onClose = vi.fn();
    const choose = vi.fn(async () => {
      throw new Error('offline');
    });
    renderWithApp(<LanguageDialog open onClose={onClose} choose={choose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(choose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Svenska' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
