import { bookToken } from '@fundshop/core';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { PageCard } from '../../../components/page-card.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGenericErrorMessage, useSupportEmail } from '../../../lib/public-config.ts';
import { useMyBooks } from '../api/get-my-books.ts';
import { useSelfRefund } from '../api/my-books-actions.ts';
import { BookDownloads } from '../components/book-downloads.tsx';
import { ReceiptSummary } from '../components/receipt-summary.tsx';
import { ResendLink } from '../components/resend-link.tsx';
import { SelfRefund, SelfRefundDone } from '../components/self-refund.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

/** The support address as a mail link, for a buyer whose link does not work. */
function SupportLine() {
  const t = useT();
  const email = useSupportEmail();
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {`${t('supporter.footerSupport')} `}
      <Link href={`mailto:${email}`}>{email}</Link>
    </Typography>
  );
}

/** Shown for a token that is malformed, unknown or expired: the server answers all of them alike (404). */
function LinkUnknown() {
  const t = useT();
  return (
    <Alert severity="error">
      {t('delivery.linkUnknown')}
      <SupportLine />
    </Alert>
  );
}

/**
 * /my-books/{token}: the buyer's own page, reached from the delivery mail or a printed voucher (decision 0026). The
 * token is the only key, so nothing here needs an account: the books with a download per format, the receipt with its
 * PDF, the link sent again, and while the terms allow it the self-service refund. Its own chunk, so the store's JavaScript does not grow.
 */
export function MyBooksPage() {
  const format = useFormat();
  const t = useT();
  useDocumentTitle(t('delivery.pageTitle'));
  const parsed = bookToken.safeParse(useParams().token ?? '');
  const token = parsed.success ? parsed.data : '';
  const books = useMyBooks(token);
  const refund = useSelfRefund(token);
  const genericError = useGenericErrorMessage();

  let body;
  if (!parsed.success || (books.error instanceof ApiRequestError && books.error.status === 404)) {
    body = <LinkUnknown />;
  } else if (books.isError) {
    body = <Alert severity="error">{genericError}</Alert>;
  } else if (!books.data) {
    body = <LoadingStatus />;
  } else {
    const data = books.data;
    const price = (amount: number) => format.price(amount, data.currencyCode);
    const refunded = data.status === 'refunded';
    const canDownload = !refunded && !data.downloadsSuspended;
    body = (
      <Stack spacing={2.5}>
        {refund.isSuccess ? <SelfRefundDone refund={refund.data} /> : null}
        {/* The intro says the books are ready to download: not so once the order is refunded. */}
        {refunded ? null : (
          <Typography>{t('delivery.intro', { seller: data.sellerName, group: data.groupName })}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {`${t('supporter.orderNumber')} ${data.orderNumber} · ${t('supporter.total')} ${price(data.totalAmount)}`}
        </Typography>
        {refunded && !refund.isSuccess ? <Alert severity="info">{t('delivery.refunded')}</Alert> : null}
        {!refunded && data.refundedAmount > 0 ? (
          <Alert severity="info">{t('delivery.partlyRefunded', { amount: price(data.refundedAmount) })}</Alert>
        ) : null}
        {!refunded && data.downloadsSuspended ? (
          <Alert severity="warning">{t('delivery.downloadsSuspended')}</Alert>
        ) : null}
        <BookDownloads books={data.books} canDownload={canDownload} currencyCode={data.currencyCode} />
        <ReceiptSummary receipt={data.receipt} receiptUrl={data.receiptUrl} />
        {!refunded && data.canResend ? <ResendLink token={token} /> : null}
        <SelfRefund refund={refund} books={data} />
      </Stack>
    );
  }

  return (
    <PageCard title={t('delivery.pageTitle')} maxWidth={640}>
      {body}
    </PageCard>
  );
}
