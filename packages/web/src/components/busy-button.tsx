import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/**
 * A button that sends a request: while `busy` it is disabled (a second click does not send it again) and a spinner
 * takes the place of its start icon. `spinnerLabel` names the spinner for screen readers.
 */
export function BusyButton({
  busy,
  disabled,
  startIcon,
  spinnerSize = 16,
  spinnerLabel,
  children,
  ...props
}: ButtonProps & { busy: boolean; spinnerSize?: number; spinnerLabel?: string }) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={spinnerSize} color="inherit" aria-label={spinnerLabel} /> : startIcon}
    >
      {children}
    </Button>
  );
}
