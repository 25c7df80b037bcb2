import { MESSAGE_MAX, motivateMessage, motivateSellersRequest, type DashboardData } from '@fundshop/core';
import CloseIcon from '@mui/icons-material/Close';
import { AppBar, Box, Button, Dialog, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { InfoDialog } from '../../../components/info-dialog.tsx';
import { escapeHtml } from '../../../lib/html.ts';
import { useMotivateSellers } from '../api/send-message.ts';
import { useMessageForm } from './use-message-form.ts';
import { useFormat, useT } from '../../../lib/i18n.tsx';

const TITLE_ID = 'motivate-sellers-title';

/**
 * SPEC §2 full-screen 'Motivera försäljarna' ('Motivate your sellers' in English): a message written from the
 * group's real figures in the page's language (docs/decisions/0045), editable, sent to every seller with 'Skicka'
 * (the same delivery as 'Message all sellers'), then 'Skickat!'. Each opening starts from the figures of that moment.
 */
export function MotivateSellersButton({ data }: { data: DashboardData }) {
  const webShopId = data.orderByWebShop.webShopId;
  const format = useFormat();
  const t = useT();
  const motivate = useMotivateSellers();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { form, onSubmit, error, busy, counter, restart } = useMessageForm({
    schema: motivateSellersRequest,
    webShopId,
    max: MESSAGE_MAX.motivate,
    initialMessage: '',
    send: motivate.mutateAsync,
    onSent: () => {
      setOpen(false);
      setSent(true);
    },
  });
  const close = () => {
    if (!busy) setOpen(false);
  };

  return (
    <>
      <Button
        variant="contained"
        onClick={() => {
          const sales = data.orderSalesInformation;
          restart(
            motivateMessage(t, {
              sold: sales.totalSales,
              goal: sales.goal,
              startedAt: new Date(data.orderByWebShop.startedAt),
              now: new Date(),
              price: (amount) => format.price(amount, sales.currencyCode),
            }),
          );
          setOpen(true);
        }}
      >
        {t('tools.motivateSellers')}
      </Button>
      <Dialog fullScreen open={open} onClose={close} aria-labelledby={TITLE_ID}>
        {/* The browser's own validation off: the core schema checks ('Text saknas.' on a Swedish page). */}
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
          <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Toolbar sx={{ gap: 1 }}>
              <IconButton edge="start" onClick={close} disabled={busy} aria-label={t('tools.motivateCancel')}>
                <CloseIcon />
              </IconButton>
              <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
                {t('tools.motivateTitle')}
              </Typography>
            </Toolbar>
          </AppBar>
          <Box sx={{ px: { xs: 2, sm: 3 }, py: 3, width: '100%', maxWidth: 720, mx: 'auto', flex: 1 }}>
            <Stack spacing={2.5}>
              <FormAlert message={error} />
              <FormTextField
                form={form}
                name="message"
                multiline
                minRows={8}
                maxLength={MESSAGE_MAX.motivate}
                counter={counter}
                htmlInput={{ 'aria-labelledby': TITLE_ID }}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                <Button onClick={close} disabled={busy}>
                  {t('tools.motivateCancel')}
                </Button>
                <SubmitButton busy={busy}>{t('tools.motivateSend')}</SubmitButton>
              </Box>
            </Stack>
          </Box>
        </Box>
      </Dialog>
      <InfoDialog
        open={sent}
        title={t('tools.motivateSentTitle')}
        html={escapeHtml(t('tools.motivateSentBody'))}
        okText={t('tools.ok')}
        onOk={() => setSent(false)}
      />
    </>
  );
}
