import { PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Alert, Box, CircularProgress } from '@mui/material';
import { PageCard } from '../../../components/page-card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useContactPersonSession } from '../../../lib/storage.ts';
import { useWebshopDetails } from '../api/get-webshop-details.ts';
import { DetailsForm } from '../components/details-form.tsx';

function DetailsLoader({ webShopId }: { webShopId: number }) {
  const details = useWebshopDetails(webShopId);
  if (details.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading details" />
      </Box>
    );
  }
  if (details.isError) return <Alert severity="error">{errorText(details.error)}</Alert>;
  return <DetailsForm webShopId={webShopId} details={details.data} />;
}

/** /contactperson/details ('Profile'). */
export function DetailsPage() {
  useDocumentTitle(PAGE_META.details.title);
  const session = useContactPersonSession();
  return (
    <PageCard title="Profile" maxWidth={760}>
      {session ? <DetailsLoader webShopId={session.webShopId} /> : null}
    </PageCard>
  );
}
