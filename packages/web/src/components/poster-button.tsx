import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { PosterPaper } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { BusyButton } from './busy-button.tsx';
import { ErrorSnackbar } from './error-snackbar.tsx';
import { downloadFile } from '../lib/download-file.ts';
import { useI18n, useT } from '../lib/i18n.tsx';

/** Paper as the group's country prints it: US Letter where the dollar is American or Canadian, else A4. */
export function paperOfCurrency(currencyCode: string): PosterPaper {
  return currencyCode === 'USD' || currencyCode === 'CAD' ? 'letter' : 'a4';
}

/**
 * Downloads the store's printable poster (GET /api/seller/poster, docs/decisions/0049) in the page's language: the
 * seller's own, or a participant's for its organiser to hand over.
 */
export function PosterButton({
  sellerId,
  paper,
  auth,
  size,
}: {
  sellerId: number;
  paper: PosterPaper;
  auth: 'seller' | 'contact-person';
  /** A small button named 'Poster' alone (a table's narrow column), its paper chosen for the reader. */
  size?: 'small';
}) {
  const t = useT();
  const { language } = useI18n();
  const download = useMutation({
    mutationFn: () =>
      downloadFile('/api/seller/poster', { sellerId, paper, language }, auth, `poster-${sellerId}-${paper}.pdf`),
  });
  return (
    <>
      <BusyButton
        variant="outlined"
        size={size}
        startIcon={<PictureAsPdfIcon />}
        busy={download.isPending}
        onClick={() => download.mutate()}
      >
        {t(size === 'small' ? 'share.poster' : paper === 'a4' ? 'share.posterA4' : 'share.posterLetter')}
      </BusyButton>
      <ErrorSnackbar open={download.isError} message={t('share.posterFailed')} onClose={() => download.reset()} />
    </>
  );
}
