import type { ButtonProps } from '@mui/material';
import type { CSSProperties } from 'react';
import { BusyButton } from './busy-button.tsx';

/** In the tab order and read out, but not drawn: the button around it is what is seen. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * A button that opens the file chooser and hands on the one file chosen. It is the file input's label, and the input
 * itself takes the focus: Enter and Space open the chooser, a tap on the label does, and both work on a page the
 * server drew before any of the app runs (the registration form's picture, docs/decisions/0029). MUI's usual
 * `<Button component="label">` with a hidden input made the label a role="button" that Enter and Space did not open
 * (MUI only calls an onClick there) and that axe reports; here the label has no role and the button's outline shows
 * where the input's focus is. The input is emptied once read, so the same file chosen again is read again.
 */
export function FileChooserButton({
  accept,
  onFile,
  inputLabel,
  inputDescribedBy,
  busy = false,
  disabled,
  children,
  ...buttonProps
}: Omit<ButtonProps, 'onClick' | 'sx'> & {
  accept: string;
  onFile: (file: File) => void;
  /** The input's accessible name: what a screen reader says when the focus is on it. */
  inputLabel: string;
  inputDescribedBy?: string;
  busy?: boolean;
  spinnerLabel?: string;
}) {
  return (
    <BusyButton
      {...buttonProps}
      component="label"
      role={undefined}
      tabIndex={-1}
      busy={busy}
      disabled={disabled}
      sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 } }}
    >
      {children}
      <input
        type="file"
        style={VISUALLY_HIDDEN}
        accept={accept}
        aria-label={inputLabel}
        aria-describedby={inputDescribedBy}
        disabled={disabled || busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </BusyButton>
  );
}
