import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageCard } from './page-card.tsx';
import { QrCode } from './qr-code.tsx';
import { useT } from '../lib/i18n.tsx';

interface QrLinkCardProps {
  title: ReactNode;
  link: string;
  /** What the code holds when it is not the link as shown (a store link tagged ?via=qr). */
  qrValue?: string;
  qrLabel: string;
  text?: string;
  /** Where Back goes; no Back button without it. */
  backTo?: string;
  /** More under the code, before the buttons (the QR code's downloads). */
  children?: ReactNode;
}

/** A printable page with the QR code of a link, the link itself, Back and Print. */
export function QrLinkCard({ title, link, qrValue, qrLabel, text, backTo, children }: QrLinkCardProps) {
  const t = useT();
  return (
    <PageCard maxWidth={480}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {title}
        <QrCode value={qrValue ?? link} label={qrLabel} />
        {text ? <Typography>{text}</Typography> : null}
        <Link href={link} data-testid="qr-link" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
          {link}
        </Link>
        {children}
        <Stack direction="row" spacing={1.5} sx={{ displayPrint: 'none', pt: 1 }}>
          {backTo ? (
            <Button component={RouterLink} to={backTo} variant="outlined" startIcon={<ArrowBackIcon />}>
              {t('common.back')}
            </Button>
          ) : null}
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('common.print')}
          </Button>
        </Stack>
      </Stack>
    </PageCard>
  );
}
