import { termsLabelParts } from '@fundshop/core';
import { Checkbox, FormControlLabel, Link, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { fieldErrorOf, type FormFieldProps } from './form/form-text-field.tsx';
import { useT } from '../lib/i18n.tsx';

interface TermsCheckboxProps<T extends FieldValues, O> extends Omit<FormFieldProps<T, O>, 'maxLength' | 'helperText'> {
  /** SPEC §5 shows the rule as a tooltip while the box is unticked after a submit. */
  tooltip: string;
  label: string;
  placement?: 'top-start' | 'top-end';
}

/**
 * SPEC's label with 'terms of use' and 'privacy policy' (the page language's words for them) as links to the pages.
 * They open in a new tab: the registration form usually sits in the marketing site's iframe, and leaving it would
 * lose what was typed.
 */
function withLinks(label: string, words: { terms: string; privacy: string }): ReactNode[] {
  return termsLabelParts(label, words).map(({ text, href }, index) =>
    href ? (
      <Link key={index} href={href} target="_blank" rel="noopener">
        {text}
      </Link>
    ) : (
      text
    ),
  );
}

/** The terms (and age) checkbox of the registration forms, red with its tooltip until ticked. */
export function TermsCheckbox<T extends FieldValues, O>({
  form,
  name,
  tooltip,
  label,
  placement = 'top-start',
}: TermsCheckboxProps<T, O>) {
  const t = useT();
  const invalid = fieldErrorOf(form, name) !== undefined;
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
            {...form.register(name)}
            sx={{ pt: 0.5, color: invalid ? 'error.main' : undefined }}
            slotProps={{ input: { 'aria-invalid': invalid } }}
          />
        }
        label={
          <Typography variant="body2" sx={{ pt: 1, color: invalid ? 'error.main' : undefined }}>
            {withLinks(label, { terms: t('shared.termsOfUse'), privacy: t('shared.privacyPolicy') })}
          </Typography>
        }
      />
    </Tooltip>
  );
}
