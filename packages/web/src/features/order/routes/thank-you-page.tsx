import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Box, Typography } from '@mui/material';
import { PageCard } from '../../../components/page-card.tsx';
import { OrderThanksIllustration } from '../components/order-illustrations.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** /thank-you: SPEC §2 'Thank you for your order!' page with an image, and where the e-books are (decision 0026). */
export function ThankYouPage() {
  const t = useT();
  useDocumentTitle(t('orders.thankYouPageTitle'));
  return (
    <PageCard>
      <Box sx={{ textAlign: 'center', py: { xs: 1, sm: 2 } }}>
        <OrderThanksIllustration />
        <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {t('orders.thankYouTitle')}
        </Typography>
        <Typography sx={{ mt: 2 }}>{t('checkout.orderReceived')}</Typography>
        <Typography sx={{ mt: 1 }}>{t('delivery.inTheMail')}</Typography>
      </Box>
    </PageCard>
  );
}
