import { PAGE_META, PEOPLE_MSG } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import type { SellerListItem } from '@fundshop/core';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorSnackbar } from '../../../components/error-snackbar.tsx';
import { NoticeSnackbar } from '../../../components/notice-snackbar.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSellerList } from '../api/get-seller-list.ts';
import { useUpdateSellerActiveStatus } from '../api/update-seller-active-status.ts';
import { AddManyDialog } from '../components/add-many-dialog.tsx';
import { EditParticipantDialog, LoginDetailsDialog } from '../components/participant-dialogs.tsx';
import { RegisterParticipantDialog } from '../components/register-participant-dialog.tsx';
import { SellersTable } from '../components/sellers-table.tsx';

/** SPEC §8 empty states, to the letter. */
export const NO_ACTIVE_SELLERS = 'No active sellers were foind.';
export const NO_REMOVED_SELLERS = 'No deleted sellers were found.';

const NOTICE_MS = 3000;

/** SPEC §4 "Seller": the snackbar names the seller. */
export function activeStatusNotice(name: string, isActive: boolean): string {
  return isActive ? `${name} has been added again` : `${name} has been removed`;
}

/** /contactperson/seller-list/{webShopId}: active and removed participants, Register participant, remove/add again. */
export function SellerListPage() {
  useDocumentTitle(PAGE_META.sellerList.title);
  const params = useParams();
  const webShopId = Number(params.webShopId);
  const valid = Number.isInteger(webShopId) && webShopId > 0;
  return valid ? (
    <SellerList webShopId={webShopId} />
  ) : (
    <Box sx={{ p: 3 }}>
      <Alert severity="error">This participants link is not valid.</Alert>
    </Box>
  );
}

function SellerList({ webShopId }: { webShopId: number }) {
  const list = useSellerList(webShopId);
  const updateStatus = useUpdateSellerActiveStatus();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [manyOpen, setManyOpen] = useState(false);
  const [editing, setEditing] = useState<SellerListItem | null>(null);
  const [loginOf, setLoginOf] = useState<SellerListItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const setActive = (seller: SellerListItem, setActive: boolean) => {
    setPending((ids) => new Set(ids).add(seller.sellerId));
    setNotice(null);
    updateStatus.mutate(
      { webShopId, sellerId: seller.sellerId, setActive },
      {
        onSuccess: (result) => setNotice(activeStatusNotice(result.sellerName, result.isActive)),
        onError: (e) => setError(errorText(e)),
        onSettled: () =>
          setPending((ids) => {
            const next = new Set(ids);
            next.delete(seller.sellerId);
            return next;
          }),
      },
    );
  };

  const sellers = list.data ?? [];
  const active = sellers.filter((seller) => seller.isActive);
  const removed = sellers.filter((seller) => !seller.isActive);

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            Participants
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Participants log in with their email and login code, or with their login link.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialogOpen(true)}>
            Register participant
          </Button>
          <Button variant="outlined" startIcon={<GroupAddIcon />} onClick={() => setManyOpen(true)}>
            {PEOPLE_MSG.addManyButton}
          </Button>
        </Stack>
      </Stack>

      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading participants" />
        </Box>
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        >
          {errorText(list.error)}
        </Alert>
      ) : (
        <Stack spacing={4}>
          <SellersTable
            title="Active sellers"
            sellers={active}
            emptyText={NO_ACTIVE_SELLERS}
            actionLabel="Remove"
            actionIcon={<PersonRemoveIcon />}
            onAction={(seller) => setActive(seller, false)}
            pendingIds={pending}
            extraActions={(seller) => (
              <>
                <Button
                  size="small"
                  onClick={() => setEditing(seller)}
                  aria-label={`${PEOPLE_MSG.editButton} (${seller.name})`}
                >
                  {PEOPLE_MSG.editButton}
                </Button>
                <Button
                  size="small"
                  onClick={() => setLoginOf(seller)}
                  aria-label={`${PEOPLE_MSG.loginDetailsButton} (${seller.name})`}
                >
                  {PEOPLE_MSG.loginDetailsButton}
                </Button>
              </>
            )}
          />
          <SellersTable
            title="Removed sellers"
            sellers={removed}
            emptyText={NO_REMOVED_SELLERS}
            actionLabel="Add again"
            actionIcon={<PersonAddAlt1Icon />}
            onAction={(seller) => setActive(seller, true)}
            pendingIds={pending}
          />
        </Stack>
      )}

      <RegisterParticipantDialog open={dialogOpen} onClose={() => setDialogOpen(false)} webShopId={webShopId} />
      <AddManyDialog open={manyOpen} onClose={() => setManyOpen(false)} webShopId={webShopId} />
      {editing ? (
        <EditParticipantDialog seller={editing} webShopId={webShopId} onClose={() => setEditing(null)} />
      ) : null}
      {loginOf ? <LoginDetailsDialog seller={loginOf} onClose={() => setLoginOf(null)} /> : null}
      <NoticeSnackbar
        open={notice !== null}
        message={notice ?? ''}
        autoHideDuration={NOTICE_MS}
        onClose={() => setNotice(null)}
      />
      <ErrorSnackbar open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </Box>
  );
}
