import { SELLER_LOGIN_CODE_PARAM } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { SellerLoginForm } from '../components/seller-login-form.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** /seller/login, also shown in place of a guarded seller page without a session. */
export function SellerLoginPage() {
  const t = useT();
  useDocumentTitle(t('page.sellerLogin'));
  const [params] = useSearchParams();
  const linkCode = params.get(SELLER_LOGIN_CODE_PARAM)?.trim() || null;
  return (
    <PageCard title={t('seller.login')} maxWidth={440}>
      <SellerLoginForm linkCode={linkCode} />
    </PageCard>
  );
}
