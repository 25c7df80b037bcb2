import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { PageCard } from '../../../components/page-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /contactperson/login, also shown in place of any guarded contact person page without a session. */
export function LoginPage() {
  const t = useT();
  useDocumentTitle(t('organiserLogin.pageTitle'));
  return (
    <PageCard title={t('organiserLogin.title')} maxWidth={440}>
      <LoginForm />
    </PageCard>
  );
}
