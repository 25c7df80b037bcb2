import { Checkbox, FormControlLabel, Tooltip, Typography } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TermsCheckboxProps {
  registration: UseFormRegisterReturn;
  invalid: boolean;
  /** SPEC §5 shows the rule as a tooltip while the box is unticked after a submit. */
  tooltip: string;
  label: string;
  placement?: 'top-start' | 'top-end';
}

/** The terms (and age) checkbox of the registration forms, red with its tooltip until ticked. */
export function TermsCheckbox({ registration, invalid, tooltip, label, placement = 'top-start' }: TermsCheckboxProps) {
  return (
    <Tooltip
      title={tooltip}
      open={invalid}
      placement={placement}
      arrow
      disableInteractive
      disableFocusListener
      disableHoverListener
      disableTouchListener
      slotProps={{
        tooltip: { sx: { bgcolor: 'error.main', fontSize: '0.8rem' } },
        arrow: { sx: { color: 'error.main' } },
      }}
    >
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            {...registration}
            sx={{ pt: 0.5, color: invalid ? 'error.main' : undefined }}
            slotProps={{ input: { 'aria-invalid': invalid } }}
          />
        }
        label={
          <Typography variant="body2" sx={{ pt: 1, color: invalid ? 'error.main' : undefined }}>
            {label}
          </Typography>
        }
      />
    </Tooltip>
  );
}
