import { FIELD_MAX } from '@fundshop/core';
import { Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { FormFields } from '../../../components/form/form-text-field.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** What both participant forms hold (a child: docs/decisions/0037). */
export interface ParticipantFormValues {
  isMinor?: boolean;
  guardianEmail?: string | null;
  email?: string | null;
  name: string;
}

/**
 * A participant's name and email, then 'The participant is under 18' and the parent or guardian's email in place of
 * the participant's own: the fields of both Register participant and Edit. The checkbox empties the participant's
 * email: a minor is reached through the guardian only.
 */
export function ParticipantFields<T extends ParticipantFormValues>({
  form,
  emailLabel,
  emailHelp,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  emailLabel: string;
  emailHelp: string;
}) {
  const t = useT();
  const f = form as unknown as UseFormReturn<ParticipantFormValues, unknown, unknown>;
  const isMinor = f.watch('isMinor') ?? false;
  return (
    <>
      <FormFields
        form={f}
        limits={FIELD_MAX.participant}
        fields={[
          { name: 'name', label: t('dashboard.name'), autoComplete: 'off' },
          ...(isMinor
            ? []
            : [
                {
                  name: 'email' as const,
                  label: emailLabel,
                  type: 'email' as const,
                  autoComplete: 'off',
                  helperText: emailHelp,
                },
              ]),
        ]}
      />
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
    </>
  );
}
