import { Box, Stack, type BoxProps, type ButtonProps } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { BusyButton } from '../busy-button.tsx';
import { FormAlert } from './form-alert.tsx';
import { useT } from '../../lib/i18n.tsx';

/**
 * A form of the kit as one column: the browser's own validation off (the core schema checks, with SPEC's
 * messages), the form-level error above the fields.
 */
export function FormStack({
  onSubmit,
  error,
  children,
  ...boxProps
}: Omit<BoxProps<'form'>, 'onSubmit' | 'component'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} {...boxProps}>
      <Stack spacing={2.5}>
        <FormAlert message={error} />
        {children}
      </Stack>
    </Box>
  );
}

/** The submit button, disabled with a spinner while the form is being sent (a second click does nothing). */
export function SubmitButton({
  busy,
  idleIcon,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled' | 'startIcon'> & { busy: boolean; idleIcon?: ReactNode }) {
  const t = useT();
  return (
    <BusyButton
      type="submit"
      variant="contained"
      busy={busy}
      aria-busy={busy}
      startIcon={idleIcon}
      spinnerSize={18}
      spinnerLabel={t('common.sending')}
      {...props}
    >
      {children}
    </BusyButton>
  );
}
