import { SNACKBAR_COPY_MS } from '@fundshop/core';
import { Alert, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId, useState } from 'react';
import { NoticeSnackbar } from '../../../components/notice-snackbar.tsx';
import { useUpdateFriendCompetition } from '../api/update-friend-competition.ts';
import { useFailureText } from './failure-text.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * The organiser turns the sellers' leaderboard (friend competition) on and off; SPEC §8's notice says which. While
 * the call is on its way the switch shows the new position and can not be pressed again.
 */
export function LeaderboardSwitch({ webShopId, isActive }: { webShopId: number; isActive: boolean }) {
  const t = useT();
  const hintId = useId();
  const update = useUpdateFriendCompetition(webShopId);
  const toFailure = useFailureText();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = update.isPending ? (update.variables ?? isActive) : isActive;

  const toggle = (next: boolean) => {
    setFailure(null);
    update.mutate(next, {
      onSuccess: (answer) =>
        setNotice(answer.isFriendCompetitionActive ? t('tools.leaderboardOn') : t('tools.leaderboardOff')),
      onError: (error) => setFailure(toFailure(error)),
    });
  };

  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={update.isPending}
            onChange={(event) => toggle(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t('tools.leaderboard')}
      />
      <FormHelperText id={hintId} sx={{ mt: 0, ml: 0 }}>
        {t('tools.leaderboardHint')}
      </FormHelperText>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1.5 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <NoticeSnackbar
        open={notice !== null}
        message={notice ?? ''}
        autoHideDuration={SNACKBAR_COPY_MS}
        onClose={() => setNotice(null)}
      />
    </>
  );
}
