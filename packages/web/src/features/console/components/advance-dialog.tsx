import { NEXT_PAYOUT_STATUS, operatorAdvanceRequest, type OperatorPayout } from '@fundshop/core';
import { Typography } from '@mui/material';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useAdvancePayout } from '../api/payouts.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { money } from './format.ts';

const noteForm = operatorAdvanceRequest.pick({ note: true });

/** Moves a payout a step, or to FAILED, from the state the operator sees (admin); the note goes with it. */
export function AdvanceDialog({
  payout,
  fail,
  onClose,
}: {
  payout: OperatorPayout | null;
  fail: boolean;
  onClose: () => void;
}) {
  const advance = useAdvancePayout();
  const form = useZodForm(noteForm, { note: '' });
  const { onSubmit, formError } = useServerSubmit(form, async ({ note }) => {
    if (!payout) return;
    await advance.mutateAsync({ id: payout.id, from: payout.status, fail, note });
    form.reset();
    onClose();
  });
  const to = fail ? 'FAILED' : payout ? NEXT_PAYOUT_STATUS[payout.status] : null;
  return (
    <FormDialog
      open={payout !== null}
      title={fail ? 'Mark the payout failed' : 'Move the payout on'}
      maxWidth="sm"
      cancelLabel="Cancel"
      submitLabel={fail ? 'Mark failed' : `Move to ${to}`}
      busy={advance.isPending}
      error={formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {payout ? (
        <Typography variant="body2">
          Payout {payout.id} of {money(payout.amount, payout.currencyCode)} to {payout.groupName}: {payout.status} →{' '}
          {to}
          {fail ? '. Money already sent is taken back first; the group can ask again.' : '.'}
        </Typography>
      ) : null}
      <FormTextField form={form} name="note" label="Note (sent with a failure to the organiser)" maxLength={200} />
    </FormDialog>
  );
}
