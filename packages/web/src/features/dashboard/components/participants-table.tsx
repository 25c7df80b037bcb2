import { storeUseOf, type OrderSeller } from '@fundshop/core';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, TableCell, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  LoginCodeAndEmailCells,
  LoginCodeText,
  ParticipantsTableSection,
} from '../../../components/participants-table-section.tsx';
import { paperOfCurrency, PosterButton } from '../../../components/poster-button.tsx';
import { shopLink } from '../../../lib/links.ts';
import { SELLER_ORDER_PATH, type SellerOrderState } from '../../../lib/seller-order-route.ts';
import { useFormat, useT } from '../../../lib/i18n.tsx';
import { SalesByWay } from './sales-by-way.tsx';

/** The count, and on wider screens which products (a phone's narrow column would wrap it line by line). */
function ProductsSoldCell({ seller, compact }: { seller: OrderSeller; compact: boolean }) {
  const t = useT();
  if (seller.totalAmountOfProducts === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('order.nameHasNotSold', { name: seller.name })}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {seller.totalAmountOfProducts}
      </Typography>
      {compact ? null : (
        <Typography variant="caption" color="text.secondary" component="div">
          {seller.productsSold.map((product) => `${product.amount} × ${product.productName}`).join(', ')}
        </Typography>
      )}
    </>
  );
}

/**
 * How much the participant's link is used: store opens in the last 7 days (or the last day it was opened) and the
 * ways of sharing that brought sales, so the organiser sees whom to nudge (docs/decisions/0049).
 */
function StoreUse({ seller }: { seller: OrderSeller }) {
  const t = useT();
  const format = useFormat();
  const use = storeUseOf(seller);
  const opened =
    use.kind === 'opened'
      ? t('dashboard.storeOpened', { count: use.count })
      : use.kind === 'last-opened'
        ? t('dashboard.storeLastOpened', { date: format.date(use.date) })
        : use.kind === 'never-opened'
          ? t('dashboard.storeNeverOpened')
          : null;
  return (
    <Box sx={{ mt: 0.5 }}>
      {opened ? (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="store-opens">
          {opened}
        </Typography>
      ) : null}
      <SalesByWay ways={seller.salesByWay} />
    </Box>
  );
}

/**
 * SPEC §2 Participants table (organiser only): login codes, emails, store links, products sold and each
 * participant's earnings in the group's currency (not SPEC's fixed 'kr', docs/decisions/0005-dashboard-screens.md).
 * A participant's name opens its orders. On a phone the code, email and link sit under the name.
 */
export function ParticipantsTable({ sellers, currencyCode }: { sellers: OrderSeller[]; currencyCode: string }) {
  const paper = paperOfCurrency(currencyCode);
  const format = useFormat();
  const t = useT();
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const total = sellers.reduce((sum, seller) => sum + Math.round(seller.totalEarnings * 100), 0) / 100;
  return (
    <ParticipantsTableSection
      titleId="participants-title"
      title={t('dashboard.participants')}
      isEmpty={sellers.length === 0}
      emptyText={t('order.noParticipants')}
      total={t('dashboard.participantsTotal', { total: format.price(total, currencyCode) })}
      head={
        <>
          <TableCell>{t('dashboard.name')}</TableCell>
          {compact ? null : (
            <>
              <TableCell>{t('dashboard.loginCode')}</TableCell>
              <TableCell>{t('dashboard.email')}</TableCell>
              <TableCell>{t('dashboard.store')}</TableCell>
            </>
          )}
          <TableCell>{t('dashboard.productsSold')}</TableCell>
          <TableCell align="right">{t('dashboard.earnings')}</TableCell>
        </>
      }
    >
      {sellers.map((seller) => {
        const state: SellerOrderState = { sellerId: seller.sellerId, userRole: 'contactperson' };
        // The group's own store (docs/decisions/0050): its sales for the team as a whole, no name, login or poster.
        const name = seller.isTeam ? t('team.asWhole') : seller.name;
        const store = (
          <Link href={shopLink(seller.sellerId)} target="_blank" rel="noopener" sx={{ whiteSpace: 'nowrap' }}>
            {t('dashboard.openStore')}
            <OpenInNewIcon sx={{ fontSize: 14, ml: 0.25, verticalAlign: 'text-top' }} aria-hidden />
          </Link>
        );
        return (
          <TableRow key={seller.sellerId} hover>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500, minWidth: 120 }}>
              <Link
                component={RouterLink}
                to={SELLER_ORDER_PATH}
                state={state}
                aria-label={t('orders.titleWithSeller', { name })}
              >
                {name}
              </Link>
              {seller.isActive ? null : (
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('dashboard.removed')}
                </Typography>
              )}
              {compact ? (
                <Box sx={{ fontWeight: 400, color: 'text.secondary', mt: 0.25, fontSize: '0.8125rem' }}>
                  <Box>
                    <LoginCodeText code={seller.sellerPassword} />
                  </Box>
                  {seller.sellerEmail ? <Box sx={{ wordBreak: 'break-all' }}>{seller.sellerEmail}</Box> : null}
                  {store}
                </Box>
              ) : null}
            </TableCell>
            {compact ? null : (
              <>
                <LoginCodeAndEmailCells code={seller.sellerPassword} email={seller.sellerEmail} />
                <TableCell>{store}</TableCell>
              </>
            )}
            <TableCell>
              <ProductsSoldCell seller={{ ...seller, name }} compact={compact} />
              {seller.isTeam ? null : <StoreUse seller={seller} />}
              {seller.isActive && !seller.isTeam ? (
                <Box sx={{ mt: 0.75 }}>
                  <PosterButton sellerId={seller.sellerId} paper={paper} auth="contact-person" size="small" />
                </Box>
              ) : null}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="seller-earnings">
              {format.price(seller.totalEarnings, currencyCode)}
            </TableCell>
          </TableRow>
        );
      })}
    </ParticipantsTableSection>
  );
}
