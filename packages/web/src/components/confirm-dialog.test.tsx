import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const dialog = (destructive: boolean) => (
  <ConfirmDialog
    open
    title="Delete the order?"
    body="It cannot be undone."
    confirmText="Yes"
    cancelText="No"
    onConfirm={vi.fn()}
    onCancel={vi.fn()}
    destructive={destructive}
  />
);

describe('the confirm dialog', () => {
  it('puts the focus on its main action when it opens', async () => {
    renderWithApp(dialog(false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus());
  });

  it('puts the focus on Cancel when the act cannot be undone, so a second Enter does not carry it out', async () => {
    renderWithApp(dialog(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Yes' })).not.toHaveFocus();
  });
});
