import { groupWithTeam } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSellerSession } from '../../../lib/storage.ts';
import { useRegistrationInfo } from '../api/get-registration-info.ts';
import { SelfRegistrationForm } from '../components/self-registration-form.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { usePeopleErrorText } from '../../../lib/people-error-texts.ts';

/**
 * /seller/register/{sellerRegistrationKey}: a group member registers as a participant. The key alone names the
 * group; a `?webShopId=` on the link is passed on and must match.
 */
export function SellerRegisterPage() {
  const t = useT();
  const errorText = usePeopleErrorText();
  useDocumentTitle(t('page.sellerRegister'));
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
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      </PageCard>
    );
  }

  const notFound =
    linkGone ||
    (info.isError && info.error instanceof ApiRequestError && info.error.code === 'registration-link-not-found');
  if (notFound || info.isError) {
    return (
      <PageCard title={t('login.sellerRegisterTitle')} maxWidth={520}>
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? t('msg.registrationLinkNotFound') : errorText(info.error?.message)}
        </Alert>
      </PageCard>
    );
  }

  const group = groupWithTeam(info.data);
  return (
    <PageCard title={t('login.sellerRegisterTitle')} maxWidth={520}>
      <Typography color="text.secondary" sx={{ mb: 0.5 }}>
        {t('seller.registeringFor')}
      </Typography>
      <Typography variant="h6" component="p" data-testid="group-name" sx={{ mb: 0.5 }}>
        {group}
      </Typography>
      {info.data.contactPersonName ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t('seller.contactPersonIs', { name: info.data.contactPersonName })}
        </Typography>
      ) : null}
      {session ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {`${t('seller.loggedInAs', { name: session.name })} `}
          <Link component={RouterLink} to="/seller/start">
            {t('seller.goToStartPage')}
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
