import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useCallback, useId, type FormEventHandler, type ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './form-stack.tsx';
import { useFocusWhenShown } from '../../lib/use-focus-when-shown.ts';

/**
 * A form in a dialog, the one skeleton of every dialog that asks for something and sends it: the title, an intro,
 * the server's refusal above the fields, and Cancel beside the action's button, which spins while the call runs.
 * The form submits with Enter from any field, and its first field has the focus when it is shown (WAI-ARIA dialog
 * pattern). `done` takes the form's place once it is sent, under the same title: a dialog with something to say
 * afterwards passes it, often as `<FormDialogDone>`.
 */
export function FormDialog({
  open = true,
  title,
  intro,
  submitLabel,
  cancelLabel,
  busy,
  error,
  onSubmit,
  onClose,
  onCancel = onClose,
  maxWidth = 'xs',
  done,
  children,
}: {
  open?: boolean;
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Escape, the backdrop and Cancel; none for a dialog that must be answered (Cancel is then `onCancel`). */
  onClose?: () => void;
  onCancel?: () => void;
  maxWidth?: 'xs' | 'sm';
  done?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const focus = useFocusWhenShown();
  const focusFirstField = useCallback(
    (form: HTMLElement | null) =>
      focus(form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select') ?? null),
    [focus],
  );
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {done ?? (
        <Box component="form" noValidate onSubmit={onSubmit} ref={focusFirstField}>
          {/* pt: the outlined fields' labels stand above their boxes. */}
          <DialogContent sx={{ pt: 1 }}>
            <Stack spacing={2.5}>
              {intro ? <DialogContentText>{intro}</DialogContentText> : null}
              <FormAlert message={error} />
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** What a FormDialog says once its form is sent, when a sentence is all: the sentence and the button that closes. */
export function FormDialogDone({
  message,
  closeLabel,
  onClose,
}: {
  message: string;
  closeLabel: string;
  onClose: () => void;
}) {
  // The form that held the focus is gone: it goes to the one action left.
  const focusClose = useFocusWhenShown();
  return (
    <>
      <DialogContent>
        <Alert severity="success">{message}</Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} ref={focusClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </>
  );
}
