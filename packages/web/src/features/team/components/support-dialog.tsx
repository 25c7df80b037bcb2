import CloseIcon from '@mui/icons-material/Close';
import GroupsIcon from '@mui/icons-material/Groups';
import type { TeamParticipant } from '@fundshop/core';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useGenericErrorMessage } from '../../../lib/public-config.ts';
import { useTeamStore } from '../api/team-store.ts';
import { ParticipantList } from './participant-list.tsx';

/** A name as a search compares it: letter case and accents aside ('zoe' finds 'Zoë'). */
const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * 'Support the team': the supporter picks a participant by name and goes on to that participant's store, where the
 * purchase counts for the participant and so for the group; or, not knowing whom to pick, buys for the team as a
 * whole in the group's own store (docs/decisions/0050).
 */
export function SupportDialog({
  open,
  onClose,
  participants,
  webShopId,
}: {
  open: boolean;
  onClose: () => void;
  participants: readonly TeamParticipant[];
  webShopId: number;
}) {
  const t = useT();
  const teamStore = useTeamStore(webShopId);
  const genericError = useGenericErrorMessage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [query, setQuery] = useState('');
  const titleId = useId();
  const found = useMemo(() => {
    const wanted = searchable(query.trim());
    return wanted ? participants.filter((p) => searchable(p.sellerName).includes(wanted)) : participants;
  }, [participants, query]);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('team.supportTitle')}
      </DialogTitle>
      <IconButton aria-label={t('team.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography color="text.secondary">{t('team.supportWholeHint')}</Typography>
        <BusyButton
          variant="outlined"
          startIcon={<GroupsIcon />}
          busy={teamStore.isPending}
          onClick={() => teamStore.mutate()}
          sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}
        >
          {t('team.supportWhole')}
        </BusyButton>
        {teamStore.isError ? (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {genericError}
          </Typography>
        ) : null}
        <Typography color="text.secondary" sx={{ mt: 2.5 }}>
          {t('team.supportIntro')}
        </Typography>
        <TextField
          label={t('team.findParticipant')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          type="search"
          fullWidth
          autoComplete="off"
          sx={{ mt: 2, mb: 1 }}
        />
        {found.length > 0 ? (
          <ParticipantList participants={found} />
        ) : (
          <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
            {t('team.noMatch')}
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
