import { MESSAGE_MAX, motivateSellersRequest, TOOLS_MSG } from '@fundshop/core';
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

const TITLE_ID = 'motivate-sellers-title';

/**
 * SPEC §2 full-screen 'Motivera försäljarna': SPEC's Swedish message, editable, sent to every seller with 'Skicka'
 * (the same delivery as 'Message all sellers'), then 'Skickat!'. Each opening starts from the default text again.
 */
export function MotivateSellersButton({ webShopId }: { webShopId: number }) {
  const motivate = useMotivateSellers();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { form, onSubmit, error, busy, counter, restart } = useMessageForm({
    schema: motivateSellersRequest,
    webShopId,
    max: MESSAGE_MAX.motivate,
    initialMessage: TOOLS_MSG.motivateDefault,
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
          restart(TOOLS_MSG.motivateDefault);
          setOpen(true);
        }}
      >
        {TOOLS_MSG.motivateSellers}
      </Button>
      <Dialog fullScreen open={open} onClose={close} aria-labelledby={TITLE_ID}>
        {/* The browser's own validation off: the core schema checks, with SPEC's 'Text saknas.'. */}
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
          <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Toolbar sx={{ gap: 1 }}>
              <IconButton edge="start" onClick={close} disabled={busy} aria-label={TOOLS_MSG.motivateCancel}>
                <CloseIcon />
              </IconButton>
              <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
                {TOOLS_MSG.motivateTitle}
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
                  {TOOLS_MSG.motivateCancel}
                </Button>
                <SubmitButton busy={busy}>{TOOLS_MSG.motivateSend}</SubmitButton>
              </Box>
            </Stack>
          </Box>
        </Box>
      </Dialog>
      <InfoDialog
        open={sent}
        title={TOOLS_MSG.motivateSentTitle}
        html={escapeHtml(TOOLS_MSG.motivateSentBody)}
        okText={TOOLS_MSG.ok}
        onOk={() => setSent(false)}
      />
    </>
  );
}
