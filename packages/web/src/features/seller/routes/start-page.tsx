import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import FacebookIcon from '@mui/icons-material/Facebook';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { taggedStoreLink, type MessageKey, type ShopState } from '@fundshop/core';
import { Alert, AlertTitle, Avatar, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useCopyLink } from '../../../components/use-copy-link.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { shopLink } from '../../../lib/links.ts';
import { useSellerSession } from '../../../lib/storage.ts';
import { useGreeting } from '../../../lib/use-greeting.ts';
import { useOwnShop } from '../api/get-own-shop.ts';
import { useSellerDetails } from '../api/get-seller-details.ts';
import { YourDataCard } from '../../../components/personal-data/your-data-card.tsx';
import { EditDetailsDrawer } from '../components/edit-details-drawer.tsx';
import { ShareKit } from '../components/share-kit.tsx';
import { facebookShareUrl } from '../share-links.ts';
import { useFormat, useT } from '../../../lib/i18n.tsx';

const NOT_OPEN_REASON: Record<Exclude<ShopState, 'open'>, MessageKey> = {
  'onboarding-not-finished': 'supporter.shopOnboardingNotFinished',
  locked: 'supporter.shopLockedForSeller',
  'seller-inactive': 'checkout.shopSellerInactive',
  'awaiting-guardian': 'people.storeAwaitsGuardian',
  'not-opened': 'checkout.shopNotOpened',
};

/** The goal in the group's currency, once the own-store query has said which; the bare number until then. */
const goalText = (
  goal: number,
  currencyCode: string | undefined,
  price: (amount: number, currency: string) => string,
) => (currencyCode ? price(goal, currencyCode) : String(goal));

/**
 * Why supporters cannot buy in the seller's store, above the link the seller is about to share; a locked shop is
 * closed for good, and says so instead of 'not open yet'.
 */
function ShopNotOpenNotice({ state }: { state: ShopState | undefined }) {
  const t = useT();
  if (state === undefined || state === 'open') return null;
  const closed = state === 'locked';
  return (
    <Alert severity={closed ? 'info' : 'warning'} sx={{ mt: 2 }} data-testid={closed ? 'shop-closed' : 'shop-not-open'}>
      <AlertTitle>{t(closed ? 'share.closedTitle' : 'supporter.shopNotOpenTitle')}</AlertTitle>
      {t(NOT_OPEN_REASON[state])}
    </Alert>
  );
}

/**
 * /seller/start (guarded): greeting, the personal shop link and what to do with it, then the dashboard (another
 * feature's, with the QR code section; the app hands it in).
 */
export function SellerStartPage({ dashboard }: { dashboard?: (sellerId: number) => ReactNode } = {}) {
  const t = useT();
  const format = useFormat();
  const session = useSellerSession();
  const hello = useGreeting();
  const details = useSellerDetails(session?.sellerId ?? 0, Boolean(session));
  const ownShop = useOwnShop(session?.sellerId ?? 0, Boolean(session));
  const [editOpen, setEditOpen] = useState(false);
  const { copy, notices } = useCopyLink();
  if (!session) return null;

  const link = shopLink(session.sellerId);
  // A locked shop sells no more: nothing to share (issue 29's end of a fundraiser).
  const closed = ownShop.data?.state === 'locked';

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {`${hello} ${session.name}!`.replace(' !', '!')}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('sellerStart.intro')}
      </Typography>

      <Card variant="outlined" sx={{ mt: 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2">
            {t('sellerStart.yourWebshop')}
          </Typography>
          <ShopNotOpenNotice state={ownShop.data?.state} />
          <Link
            href={link}
            target="_blank"
            rel="noopener"
            data-testid="shop-link"
            sx={{
              display: 'block',
              mt: 1.5,
              fontFamily: 'monospace',
              fontSize: { xs: '0.95rem', sm: '1.1rem' },
              bgcolor: 'action.hover',
              borderRadius: 1,
              px: 1.5,
              py: 1,
              wordBreak: 'break-all',
            }}
          >
            {link}
          </Link>
          <Box
            sx={{
              mt: 2,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content)', md: 'repeat(4, max-content)' },
            }}
          >
            <Button variant="contained" startIcon={<OpenInNewIcon />} href={link} target="_blank" rel="noopener">
              {t('sellerStart.openWebshop')}
            </Button>
            {closed ? null : (
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy(taggedStoreLink(link, 'copy'))}
              >
                {t('sellerStart.copyLink')}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              onClick={() => setEditOpen(true)}
              disabled={!details.data}
            >
              {t('sellerStart.updateDetails')}
            </Button>
            {closed ? null : (
              <Button
                variant="outlined"
                startIcon={<FacebookIcon />}
                onClick={() => window.open(facebookShareUrl(link), '_blank', 'noopener')}
              >
                {t('sellerStart.shareOnFacebook')}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>

      {ownShop.data && !closed ? (
        <ShareKit link={link} groupName={ownShop.data.groupName} sellerId={session.sellerId} />
      ) : null}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2">
              {t('sellerStart.yourDetails')}
            </Typography>
            {details.data ? (
              <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
                <Avatar
                  src={details.data.sellerPictureUrl ?? undefined}
                  alt={details.data.sellerPictureUrl ? details.data.sellerName : undefined}
                  variant="rounded"
                  sx={{ width: 64, height: 64 }}
                >
                  {details.data.sellerName.slice(0, 1).toUpperCase()}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>{details.data.sellerName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {details.data.salesGoal > 0
                      ? t('sellerStart.salesGoal', {
                          goal: goalText(details.data.salesGoal, ownShop.data?.currencyCode, format.price),
                        })
                      : t('sellerStart.noSalesGoal')}
                  </Typography>
                  {details.data.commentToBuyers ? (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                      {details.data.commentToBuyers}
                    </Typography>
                  ) : null}
                </Box>
              </Stack>
            ) : details.isError ? (
              <Typography color="error" sx={{ mt: 1 }}>
                {errorText(details.error)}
              </Typography>
            ) : (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('sellerStart.loading')}
              </Typography>
            )}
          </CardContent>
        </Card>
      </Stack>
      {dashboard?.(session.sellerId)}
      <Box sx={{ mt: 2 }}>
        <YourDataCard auth="seller" />
      </Box>

      {details.data ? (
        <EditDetailsDrawer
          open={editOpen}
          onClose={() => setEditOpen(false)}
          sellerId={session.sellerId}
          details={details.data}
        />
      ) : null}
      {notices}
    </Box>
  );
}
