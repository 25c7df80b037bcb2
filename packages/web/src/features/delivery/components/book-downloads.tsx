import { countryOfCurrency, formatNumber, localeFor, type MyBooksResponse } from '@fundshop/core';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../lib/i18n.tsx';
import { focusRing } from './focus-ring.ts';

type Book = MyBooksResponse['books'][number];
type BookFile = Book['files'][number];

const MEGABYTE = 1024 * 1024;

/** One format of one book: a plain link (the server redirects it to the signed address), its size and what is left. */
function FileDownload({ book, file, currencyCode }: { book: Book; file: BookFile; currencyCode: string }) {
  const { language, t } = useI18n();
  const detailsId = `file-${book.productId}-${file.format}`;
  const left = file.downloadsLeft > 0;
  const format = file.format.toUpperCase();
  // KB below one megabyte, MB with one decimal above, as the page's language writes numbers and units.
  const locale = localeFor(language, countryOfCurrency(currencyCode));
  const size =
    file.size < MEGABYTE
      ? t('delivery.fileSizeKb', { size: formatNumber(Math.max(1, Math.round(file.size / 1024)), locale, 0) })
      : t('delivery.fileSizeMb', { size: formatNumber(file.size / MEGABYTE, locale, 1) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      {left ? (
        <Button
          component="a"
          href={file.downloadUrl}
          variant="contained"
          startIcon={<DownloadIcon />}
          // Its visible text first (WCAG 2.5.3), then the book it is for.
          aria-label={t('delivery.downloadName', { format, book: book.name })}
          aria-describedby={detailsId}
          sx={{ minWidth: 180, minHeight: 44, ...focusRing }}
        >
          {t('delivery.download', { format })}
        </Button>
      ) : null}
      <Typography id={detailsId} variant="body2" color="text.secondary">
        {left
          ? `${size} · ${t('delivery.downloadsLeft', { count: file.downloadsLeft })}`
          : `${format} · ${t('delivery.noDownloadsLeft')}`}
      </Typography>
    </Box>
  );
}

/** The order's e-books, each with a download per format while the order can be downloaded (not refunded or disputed). */
export function BookDownloads({
  books,
  canDownload,
  currencyCode,
}: {
  books: Book[];
  canDownload: boolean;
  /** The group's, whose country decides how a number is written in English. */
  currencyCode: string;
}) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {books.map((book) => (
        <Box
          component="li"
          key={book.productId}
          aria-labelledby={`book-${book.productId}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
        >
          <Typography
            id={`book-${book.productId}`}
            component="h2"
            variant="h6"
            sx={{ fontSize: '1.1rem', mb: canDownload ? 1 : 0 }}
          >
            {book.quantity > 1 ? `${book.quantity} × ${book.name}` : book.name}
          </Typography>
          {canDownload ? (
            <Stack spacing={1.5}>
              {book.files.map((file) => (
                <FileDownload key={file.format} book={book} file={file} currencyCode={currencyCode} />
              ))}
            </Stack>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
