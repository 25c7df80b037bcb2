import { consoleLockRequest } from '@fundshop/core';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useLockGroup } from '../api/groups.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';

/** Locks or opens a group's webshop, with the reason the audit trail keeps (admin). */
export function LockDialog({
  webShopId,
  isLocked,
  open,
  onClose,
}: {
  webShopId: number;
  /** The state now: the dialog asks for the other. */
  isLocked: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const lock = useLockGroup(webShopId);
  const form = useZodForm(consoleLockRequest, { isLocked: !isLocked, reason: '' });
  const { onSubmit, formError } = useServerSubmit(form, async (values) => {
    await lock.mutateAsync({ ...values, isLocked: !isLocked });
    form.reset();
    onClose();
  });
  return (
    <FormDialog
      open={open}
      title={isLocked ? 'Open the webshop' : 'Lock the webshop'}
      maxWidth="sm"
      cancelLabel="Cancel"
      submitLabel={isLocked ? 'Open it' : 'Lock it'}
      busy={lock.isPending}
      error={formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="reason" label="Reason" multiline minRows={2} maxLength={500} />
    </FormDialog>
  );
}
