import { useDocumentTitle } from '../../../lib/document-title.ts';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { useContactPerson } from '../api/get-contact-person.ts';
import { useT } from '../../../lib/i18n.tsx';

/** /seller/contact/{sellerId} (guarded): the group's contact person, shown only for an all-digits seller id. */
export function SellerContactPage() {
  const t = useT();
  useDocumentTitle(t('page.sellerContact'));
  const { sellerId = '' } = useParams();
  const digits = /^\d+$/.test(sellerId);
  const contact = useContactPerson(Number(sellerId), digits);

  return (
    <PageCard title={t('seller.contactPerson')} maxWidth={520}>
      {!digits || contact.isError ? (
        <Typography color="error">{t('seller.contactFailed')}</Typography>
      ) : contact.isPending ? (
        <Typography color="text.secondary">{t('seller.contactLoading')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Typography color="text.secondary">
            {t('seller.contactQuestions', { group: contact.data.customerName })}
          </Typography>
          <Typography variant="h6" component="p" data-testid="contact-name">
            {contact.data.contactPersonName}
          </Typography>
          {/* The organiser's email is required, so an empty one is withheld (docs/decisions/0019). */}
          {contact.data.contactPersonEmail ? null : (
            <Typography color="text.secondary" data-testid="contact-withheld">
              {t('msg.contactDetailsWithheld')}{' '}
              <Link component={RouterLink} to="/seller/login">
                {t('login.logIn')}
              </Link>
            </Typography>
          )}
          {contact.data.contactPersonEmail ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmailIcon fontSize="small" color="action" />
              <Link href={`mailto:${contact.data.contactPersonEmail}`} sx={{ wordBreak: 'break-all' }}>
                {contact.data.contactPersonEmail}
              </Link>
            </Stack>
          ) : null}
          {contact.data.contactPersonPhoneNumber ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PhoneIcon fontSize="small" color="action" />
              <Link href={`tel:${contact.data.contactPersonPhoneNumber.replace(/[^\d+]/g, '')}`}>
                {contact.data.contactPersonPhoneNumber}
              </Link>
            </Stack>
          ) : null}
        </Stack>
      )}
    </PageCard>
  );
}
