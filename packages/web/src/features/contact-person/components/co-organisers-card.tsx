import {
  CO_ORGANISER_MSG,
  FIELD_MAX,
  inviteCoOrganiserRequest,
  type CoOrganiserRow,
  type MessageKey,
} from '@fundshop/core';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { hasFieldErrors } from '../../../components/form/server-errors.ts';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useCoOrganisers, useInviteCoOrganiser, useRemoveCoOrganiser } from '../api/co-organisers.ts';

const inviteForm = inviteCoOrganiserRequest.pick({ email: true });

/** The server's refusals of an invitation (English, on the email field) by their catalogue key. */
const INVITE_REFUSALS: Readonly<Record<string, MessageKey>> = {
  [CO_ORGANISER_MSG.tooMany]: 'coOrganiser.tooMany',
  [CO_ORGANISER_MSG.emailTaken]: 'coOrganiser.emailTaken',
};

/** Who a row is: the name once accepted, else the email. */
const labelOf = (row: CoOrganiserRow) => (row.name ? `${row.name} (${row.email})` : row.email);

/**
 * The organiser's co-organisers (docs/decisions/0035): invite by email, see who has accepted, remove one (logged
 * out at once). Shown to the organiser in person only.
 */
export function CoOrganisersCard({ webShopId }: { webShopId: number }) {
  const t = useT();
  const list = useCoOrganisers(webShopId);
  const invite = useInviteCoOrganiser();
  const remove = useRemoveCoOrganiser();
  const [invited, setInvited] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CoOrganiserRow | null>(null);
  const form = useZodForm(inviteForm, { email: '' } as z.input<typeof inviteForm>);
  const { onSubmit, formError } = useServerSubmit(
    form,
    async (values) => {
      if (invite.isPending) return;
      setInvited(null);
      await invite.mutateAsync({ webShopId, email: values.email });
      setInvited(values.email);
      form.reset();
    },
    {
      refused: (error) => {
        const key = hasFieldErrors(error) ? INVITE_REFUSALS[error.fieldErrors.email ?? ''] : undefined;
        if (!key) return false;
        form.setError('email', { message: t(key) }, { shouldFocus: true });
        return true;
      },
    },
  );

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('coOrganiser.intro')}
      </Typography>
      {list.isError ? <Alert severity="error">{errorText(list.error)}</Alert> : null}
      {list.data && list.data.coOrganisers.length === 0 ? <Typography>{t('coOrganiser.none')}</Typography> : null}
      {list.data && list.data.coOrganisers.length > 0 ? (
        <List dense disablePadding aria-label={t('coOrganiser.title')}>
          {list.data.coOrganisers.map((row) => (
            <ListItem
              key={row.coOrganiserId}
              disableGutters
              secondaryAction={
                <Button color="error" size="small" onClick={() => setRemoving(row)}>
                  {t('coOrganiser.remove')}
                </Button>
              }
            >
              <ListItemText
                primary={labelOf(row)}
                secondary={row.accepted ? t('coOrganiser.accepted') : t('coOrganiser.pending')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 8 } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField
            form={form}
            name="email"
            label={t('coOrganiser.inviteEmailLabel')}
            type="email"
            autoComplete="off"
            maxLength={FIELD_MAX.details.email}
          />
          <SubmitButton busy={invite.isPending} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
            {t('coOrganiser.inviteButton')}
          </SubmitButton>
        </Stack>
      </Box>
      <FormAlert message={formError} />
      {invited ? <Alert severity="success">{t('coOrganiser.invited', { email: invited })}</Alert> : null}
      <ConfirmDialog
        destructive
        open={removing !== null}
        title={t('coOrganiser.remove')}
        body={removing ? t('coOrganiser.removeQuestion', { label: labelOf(removing) }) : ''}
        confirmText={t('coOrganiser.yes')}
        cancelText={t('coOrganiser.no')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          void remove
            .mutateAsync({ webShopId, coOrganiserId: removing.coOrganiserId })
            .finally(() => setRemoving(null));
        }}
      />
    </Stack>
  );
}
