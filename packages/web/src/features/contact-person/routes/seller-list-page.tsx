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
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePeopleErrorText } from '../../../lib/people-error-texts.ts';
import { useSellerList } from '../api/get-seller-list.ts';
import { useUpdateSellerActiveStatus } from '../api/update-seller-active-status.ts';
import { AddManyDialog } from '../components/add-many-dialog.tsx';
import { EditParticipantDialog, LoginDetailsDialog } from '../components/participant-dialogs.tsx';
import { RegisterParticipantDialog } from '../components/register-participant-dialog.tsx';
import { SellersTable } from '../components/sellers-table.tsx';

const NOTICE_MS = 3000;

/**
 * /contactperson/seller-list/{webShopId}: active and removed participants, Register participant, remove/add again.
 * SPEC §8's empty states are its texts to the letter (participants.noActiveSellers, participants.noRemovedSellers).
 */
export function SellerListPage() {
  const t = useT();
  useDocumentTitle(t('participants.title'));
  const params = useParams();
  const webShopId = Number(params.webShopId);
  const valid = Number.isInteger(webShopId) && webShopId > 0;
  return valid ? (
    <SellerList webShopId={webShopId} />
  ) : (
    <Box sx={{ p: 3 }}>
      <Alert severity="error">{t('participants.linkInvalid')}</Alert>
    </Box>
  );
}

function SellerList({ webShopId }: { webShopId: number }) {
  const t = useT();
  const serverText = usePeopleErrorText();
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
        // SPEC §4 "Seller": the snackbar names the seller.
        onSuccess: (result) =>
          setNotice(
            t(result.isActive ? 'participants.addedAgainNotice' : 'participants.removedNotice', {
              name: result.sellerName,
            }),
          ),
        onError: (e) => setError(serverText(errorText(e)) ?? null),
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
            {t('participants.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('participants.intro')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialogOpen(true)}>
            {t('participants.registerParticipant')}
          </Button>
          <Button variant="outlined" startIcon={<GroupAddIcon />} onClick={() => setManyOpen(true)}>
            {t('people.addManyButton')}
          </Button>
        </Stack>
      </Stack>

      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('participants.loading')} />
        </Box>
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('dashboard.tryAgain')}
            </Button>
          }
        >
          {serverText(errorText(list.error))}
        </Alert>
      ) : (
        <Stack spacing={4}>
          <SellersTable
            id="active-sellers"
            title={t('participants.activeSellers', { count: active.length })}
            sellers={active}
            emptyText={t('participants.noActiveSellers')}
            actionLabel={t('participants.remove')}
            actionIcon={<PersonRemoveIcon />}
            onAction={(seller) => setActive(seller, false)}
            pendingIds={pending}
            extraActions={(seller) => (
              <>
                <Button
                  size="small"
                  onClick={() => setEditing(seller)}
                  aria-label={t('participants.labelFor', { label: t('people.editButton'), name: seller.name })}
                >
                  {t('people.editButton')}
                </Button>
                <Button
                  size="small"
                  onClick={() => setLoginOf(seller)}
                  aria-label={t('participants.labelFor', { label: t('people.loginDetailsButton'), name: seller.name })}
                >
                  {t('people.loginDetailsButton')}
                </Button>
              </>
            )}
          />
          <SellersTable
            id="removed-sellers"
            title={t('participants.removedSellers', { count: removed.length })}
            sellers={removed}
            emptyText={t('participants.noRemovedSellers')}
            actionLabel={t('participants.addAgain')}
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
