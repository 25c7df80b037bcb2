import { PRINT_COPIES, printQrCodesForm } from '@fundshop/core';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { qrSheetPath } from '../../../lib/links.ts';
import { useT } from '../../../lib/i18n.tsx';

const TITLE_ID = 'print-qr-codes-title';

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
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
        <Box component="form" noValidate onSubmit={onSubmit}>
          <DialogTitle id={TITLE_ID}>{t('dashboard.printQrCodes')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('dashboard.printQrCodesHint')}</DialogContentText>
            <FormTextField
              form={form}
              name="copies"
              label={t('dashboard.copies')}
              type="number"
              htmlInput={{ min: PRINT_COPIES.min, max: PRINT_COPIES.max, step: 1, inputMode: 'numeric' }}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- MUI Dialog: on open the focus goes into the dialog (WAI-ARIA dialog pattern), here to its first field
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('dashboard.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('dashboard.showSheet')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
