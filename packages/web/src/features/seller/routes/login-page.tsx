import { SELLER_LOGIN_CODE_PARAM, PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { SellerLoginForm } from '../components/seller-login-form.tsx';

/** /seller/login, also shown in place of a guarded seller page without a session. */
export function SellerLoginPage() {
  useDocumentTitle(PAGE_META.sellerLogin.title);
  const [params] = useSearchParams();
  const linkCode = params.get(SELLER_LOGIN_CODE_PARAM)?.trim() || null;
  return (
    <PageCard title="Login" maxWidth={440}>
      <SellerLoginForm linkCode={linkCode} />
    </PageCard>
  );
}
