import { PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { PageCard } from '../../../components/page-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /contactperson/login, also shown in place of any guarded contact person page without a session. */
export function LoginPage() {
  useDocumentTitle(PAGE_META.contactPersonLogin.title);
  return (
    <PageCard title="Contact person login" maxWidth={440}>
      <LoginForm />
    </PageCard>
  );
}
