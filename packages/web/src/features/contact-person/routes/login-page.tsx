import { PageCard } from '../../../components/page-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /contactperson/login, also shown in place of any guarded contact person page without a session. */
export function LoginPage() {
  return (
    <PageCard title="Contact person login" maxWidth={440}>
      <LoginForm />
    </PageCard>
  );
}
