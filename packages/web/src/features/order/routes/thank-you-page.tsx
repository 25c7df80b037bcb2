import { DELIVERY_MSG, DELIVERY_TIME, PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Box, Typography } from '@mui/material';
import { PageCard } from '../../../components/page-card.tsx';
import { OrderThanksIllustration } from '../components/order-illustrations.tsx';

/** /thank-you: SPEC §2 'Thank you for your order!' page with an image, and where the e-books are (decision 0026). */
export function ThankYouPage() {
  useDocumentTitle(PAGE_META.thankYou.title);
  return (
    <PageCard>
      <Box sx={{ textAlign: 'center', py: { xs: 1, sm: 2 } }}>
        <OrderThanksIllustration />
        <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          Thank you for your order!
        </Typography>
        <Typography sx={{ mt: 2 }}>{`Your order has been received. Delivery takes ${DELIVERY_TIME}.`}</Typography>
        <Typography sx={{ mt: 1 }}>{DELIVERY_MSG.inTheMail}</Typography>
      </Box>
    </PageCard>
  );
}
