import { groupWithTeam, initialsOf, type RetrieveSellerShopResponse } from '@fundshop/core';
import { Avatar, Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SalesProgress } from './sales-progress.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { GroupMessage } from '../../../components/group-message.tsx';

/** Title, the seller's picture and message, the 50% line and the goal bar (SPEC §2 Public seller store). */
export function ShopHeader({ shop, children }: { shop: RetrieveSellerShopResponse; children?: ReactNode }) {
  const t = useT();
  const group = groupWithTeam(shop);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Box sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center' }}>
        {shop.sellerPictureUrl ? (
          <Avatar
            src={shop.sellerPictureUrl}
            alt={shop.sellerName}
            sx={{ width: { xs: 72, sm: 112 }, height: { xs: 72, sm: 112 } }}
          />
        ) : (
          <Avatar
            aria-hidden="true"
            sx={{
              width: { xs: 72, sm: 112 },
              height: { xs: 72, sm: 112 },
              bgcolor: 'primary.main',
              fontSize: { xs: '1.5rem', sm: '2.25rem' },
              fontWeight: 700,
            }}
          >
            {initialsOf(shop.sellerName)}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, lineHeight: 1.2, overflowWrap: 'anywhere' }}
          >
            {t('store.fundraiserFor', { name: shop.sellerName })}
          </Typography>
          {group ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {group}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {shop.commentToCustomers ? <GroupMessage text={shop.commentToCustomers} /> : null}
      {children}
    </Paper>
  );
}

/** The open store's extra header lines: whom the purchase benefits and the progress toward the goal. */
export function ShopBenefits({ shop }: { shop: RetrieveSellerShopResponse }) {
  const t = useT();
  return (
    <>
      <Typography sx={{ mt: 2.5, fontWeight: 600, color: 'primary.dark' }}>
        {t('store.benefits', { name: shop.sellerName })}
      </Typography>
      <SalesProgress sold={shop.totalSales} goal={shop.salesGoal} currencyCode={shop.currencyCode} />
    </>
  );
}
