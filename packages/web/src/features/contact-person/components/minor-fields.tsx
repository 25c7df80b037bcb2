import { FIELD_MAX } from '@fundshop/core';
import { Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { FormFields } from '../../../components/form/form-text-field.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** The fields every participant form shares for a child (docs/decisions/0037). */
export interface MinorFormValues {
  isMinor?: boolean;
  guardianEmail?: string | null;
  email?: string | null;
  name: string;
}

/**
 * 'The participant is under 18', and then the parent or guardian's email in place of the participant's own. The
 * checkbox empties the participant's email: a minor is reached through the guardian only.
 */
export function MinorFields<T extends MinorFormValues>({ form }: { form: UseFormReturn<T, unknown, unknown> }) {
  const t = useT();
  const f = form as unknown as UseFormReturn<MinorFormValues, unknown, unknown>;
  const isMinor = f.watch('isMinor') ?? false;
  return (
    <Stack spacing={1.5}>
      <div>
        <FormControlLabel
          control={
            <Checkbox
              checked={isMinor}
              onChange={(e) => {
                f.setValue('isMinor', e.target.checked);
                if (e.target.checked) f.setValue('email', '');
              }}
            />
          }
          label={t('people.underEighteenLabel')}
        />
        <FormHelperText sx={{ mt: 0 }}>{t('people.underEighteenHelp')}</FormHelperText>
      </div>
      {isMinor ? (
        <FormFields
          form={f}
          limits={{ guardianEmail: FIELD_MAX.participant.email }}
          fields={[
            { name: 'guardianEmail', label: t('people.guardianEmailLabel'), type: 'email', autoComplete: 'off' },
          ]}
        />
      ) : null}
    </Stack>
  );
}
