import { DELIVERY_MSG, formatFileSize, type MyBooksResponse } from '@fundshop/core';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { focusRing } from './focus-ring.ts';

type Book = MyBooksResponse['books'][number];
type BookFile = Book['files'][number];

/** One format of one book: a plain link (the server redirects it to the signed address), its size and what is left. */
function FileDownload({ book, file }: { book: Book; file: BookFile }) {
  const detailsId = `file-${book.productId}-${file.format}`;
  const left = file.downloadsLeft > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      {left ? (
        <Button
          component="a"
          href={file.downloadUrl}
          variant="contained"
          startIcon={<DownloadIcon />}
          aria-label={DELIVERY_MSG.downloadName(file.format, book.name)}
          aria-describedby={detailsId}
          sx={{ minWidth: 180, minHeight: 44, ...focusRing }}
        >
          {DELIVERY_MSG.download(file.format)}
        </Button>
      ) : null}
      <Typography id={detailsId} variant="body2" color="text.secondary">
        {left
          ? `${formatFileSize(file.size)} · ${DELIVERY_MSG.downloadsLeft(file.downloadsLeft)}`
          : `${file.format.toUpperCase()} · ${DELIVERY_MSG.noDownloadsLeft}`}
      </Typography>
    </Box>
  );
}

/** The order's e-books, each with a download per format while the order can be downloaded (not refunded or disputed). */
export function BookDownloads({ books, canDownload }: { books: Book[]; canDownload: boolean }) {
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
                <FileDownload key={file.format} book={book} file={file} />
              ))}
            </Stack>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
