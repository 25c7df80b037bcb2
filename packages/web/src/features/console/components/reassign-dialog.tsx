import { reassignRequest } from '@fundshop/core';
import { FormSelectField, FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useReassign } from '../api/orders.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';

const reassignForm = reassignRequest.pick({ toSellerId: true, reason: true });

/** Moves the order to another active participant of its group, with the reason. */
export function ReassignDialog({
  orderId,
  fromSellerId,
  sellers,
  open,
  onClose,
}: {
  orderId: number;
  fromSellerId: number;
  sellers: readonly { sellerId: number; name: string; isActive: boolean }[];
  open: boolean;
  onClose: () => void;
}) {
  const reassign = useReassign(orderId);
  const form = useZodForm(reassignForm, { toSellerId: '', reason: '' });
  const { onSubmit, formError } = useServerSubmit(form, async (values) => {
    await reassign.mutateAsync({ ...values, fromSellerId });
    form.reset();
    onClose();
  });
  const options = sellers
    .filter((s) => s.isActive && s.sellerId !== fromSellerId)
    .map((s) => ({ value: String(s.sellerId), label: s.name }));
  return (
    <FormDialog
      open={open}
      title="Move the order to another participant"
      maxWidth="sm"
      cancelLabel="Cancel"
      submitLabel="Move the order"
      busy={reassign.isPending}
      error={formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelectField
        form={form}
        name="toSellerId"
        label="Participant"
        placeholder="Choose a participant of the group"
        options={options}
      />
      <FormTextField form={form} name="reason" label="Reason" multiline minRows={2} maxLength={500} />
    </FormDialog>
  );
}
