import { PRINT_COPIES, printQrCodesForm } from '@fundshop/core';
import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { qrSheetPath } from '../../../lib/links.ts';
import { useT } from '../../../lib/i18n.tsx';

/** SPEC §2 Print QR codes dialog: how many copies (a whole number from 1 to 1000), then the printable sheet. */
export function PrintQrCodesButton({ sellerId }: { sellerId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const form = useZodForm(printQrCodesForm, { copies: 6 });
  const onSubmit = form.handleSubmit(({ copies }) => void navigate(qrSheetPath(sellerId, copies)));
  return (
    <>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setOpen(true)}>
        {t('dashboard.printQrCodes')}
      </Button>
      <FormDialog
        open={open}
        title={t('dashboard.printQrCodes')}
        intro={t('dashboard.printQrCodesHint')}
        submitLabel={t('dashboard.showSheet')}
        cancelLabel={t('dashboard.cancel')}
        busy={false}
        error={null}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        <FormTextField
          form={form}
          name="copies"
          label={t('dashboard.copies')}
          type="number"
          htmlInput={{ min: PRINT_COPIES.min, max: PRINT_COPIES.max, step: 1, inputMode: 'numeric' }}
        />
      </FormDialog>
    </>
  );
}
