import { REMINDER_AFTER_DAYS, SNACKBAR_COPY_MS, type MessageKey, type MessageValues } from '@fundshop/core';
import { Alert, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId, useState } from 'react';
import { NoticeSnackbar } from '../../../components/notice-snackbar.tsx';
import { useUpdateGroupSwitch, type GroupSwitch as Which } from '../api/update-group-switch.ts';
import { useFailureText } from './failure-text.ts';
import { useT } from '../../../lib/i18n.tsx';

/** Each switch's words: its label, its hint, and what the notice says once it is on or off. */
const TEXTS: Record<
  Which,
  { label: MessageKey; hint: MessageKey; hintValues?: MessageValues; on: MessageKey; off: MessageKey }
> = {
  leaderboard: {
    label: 'tools.leaderboard',
    hint: 'tools.leaderboardHint',
    on: 'tools.leaderboardOn',
    off: 'tools.leaderboardOff',
  },
  reminder: {
    label: 'tools.reminder',
    hint: 'tools.reminderHint',
    hintValues: { days: REMINDER_AFTER_DAYS },
    on: 'tools.reminderOn',
    off: 'tools.reminderOff',
  },
};

/**
 * One of the organiser's switches on its group: the sellers' leaderboard (friend competition, SPEC §8's notice says
 * which), or the reminder to participants who have not sold. While the call is on its way the switch shows the new
 * position and can not be pressed again.
 */
export function GroupSwitch({ which, webShopId, isActive }: { which: Which; webShopId: number; isActive: boolean }) {
  const t = useT();
  const hintId = useId();
  const update = useUpdateGroupSwitch(webShopId, which);
  const toFailure = useFailureText();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = update.isPending ? (update.variables ?? isActive) : isActive;
  const texts = TEXTS[which];

  const toggle = (next: boolean) => {
    setFailure(null);
    update.mutate(next, {
      onSuccess: (active) => setNotice(t(active ? texts.on : texts.off)),
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
        label={t(texts.label)}
      />
      <FormHelperText id={hintId} sx={{ mt: 0, ml: 0 }}>
        {t(texts.hint, texts.hintValues)}
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
