import { PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { useSellerSession } from '../../../lib/storage.ts';
import { useRegistrationInfo } from '../api/get-registration-info.ts';
import { SelfRegistrationForm } from '../components/self-registration-form.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * /seller/register/{sellerRegistrationKey}: a group member registers as a participant. The key alone names the
 * group; a `?webShopId=` on the link is passed on and must match.
 */
export function SellerRegisterPage() {
  const t = useT();
  useDocumentTitle(PAGE_META.sellerRegister.title);
  const { sellerRegistrationKey = '' } = useParams();
  const [params] = useSearchParams();
  const webShopIdParam = Number(params.get('webShopId'));
  const webShopId = Number.isInteger(webShopIdParam) && webShopIdParam > 0 ? webShopIdParam : undefined;
  const info = useRegistrationInfo(sellerRegistrationKey, webShopId);
  const session = useSellerSession();
  const [linkGone, setLinkGone] = useState(false);

  if (info.isPending) {
    return (
      <PageCard maxWidth={520}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </PageCard>
    );
  }

  const notFound =
    linkGone ||
    (info.isError && info.error instanceof ApiRequestError && info.error.code === 'registration-link-not-found');
  if (notFound || info.isError) {
    return (
      <PageCard title="Register as a participant" maxWidth={520}>
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? t('msg.registrationLinkNotFound') : errorText(info.error)}
        </Alert>
      </PageCard>
    );
  }

  const group = [info.data.customerName, info.data.customerClassOrTeam].filter(Boolean).join(', ');
  return (
    <PageCard title="Register as a participant" maxWidth={520}>
      <Typography color="text.secondary" sx={{ mb: 0.5 }}>
        You are registering for the fundraiser of
      </Typography>
      <Typography variant="h6" component="p" data-testid="group-name" sx={{ mb: 0.5 }}>
        {group}
      </Typography>
      {info.data.contactPersonName ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {`Contact person: ${info.data.contactPersonName}`}
        </Typography>
      ) : null}
      {session ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {`You are logged in as ${session.name}. `}
          <Link component={RouterLink} to="/seller/start">
            Go to your start page
          </Link>
        </Alert>
      ) : null}
      <SelfRegistrationForm
        sellerRegistrationKey={sellerRegistrationKey}
        webShopId={webShopId}
        onLinkNotFound={() => setLinkGone(true)}
      />
    </PageCard>
  );
}
