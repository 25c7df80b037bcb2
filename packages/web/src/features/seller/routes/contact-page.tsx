import { PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { useContactPerson } from '../api/get-contact-person.ts';
import { useT } from '../../../lib/i18n.tsx';

/** SPEC §2 /seller/contact texts, to the letter. */
export const CONTACT_LOADING = 'Loading contact person...';
export const CONTACT_FAILED = 'Information about your contact person could unfortunately not be retrieved.';

/** /seller/contact/{sellerId} (guarded): the group's contact person, shown only for an all-digits seller id. */
export function SellerContactPage() {
  const t = useT();
  useDocumentTitle(PAGE_META.sellerContact.title);
  const { sellerId = '' } = useParams();
  const digits = /^\d+$/.test(sellerId);
  const contact = useContactPerson(Number(sellerId), digits);

  return (
    <PageCard title="Contact person" maxWidth={520}>
      {!digits || contact.isError ? (
        <Typography color="error">{CONTACT_FAILED}</Typography>
      ) : contact.isPending ? (
        <Typography color="text.secondary">{CONTACT_LOADING}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Typography color="text.secondary">
            {`Questions about the fundraiser for ${contact.data.customerName}? Contact your contact person.`}
          </Typography>
          <Typography variant="h6" component="p" data-testid="contact-name">
            {contact.data.contactPersonName}
          </Typography>
          {/* The organiser's email is required, so an empty one is withheld (docs/decisions/0019). */}
          {contact.data.contactPersonEmail ? null : (
            <Typography color="text.secondary" data-testid="contact-withheld">
              {t('msg.contactDetailsWithheld')}{' '}
              <Link component={RouterLink} to="/seller/login">
                Log in
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
