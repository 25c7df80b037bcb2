import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@fundshop/core';
import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useGenericErrorMessage } from '../../../lib/public-config.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * The menu's language chooser (docs/decisions/0044): each language in its own name, so a reader finds its own
 * whatever the page is in. `choose` keeps the choice and loads the page again in it.
 */
export function LanguageDialog({
  open,
  onClose,
  choose,
}: {
  open: boolean;
  onClose: () => void;
  choose: (language: Language) => Promise<void>;
}) {
  const { language, t } = useI18n();
  const genericError = useGenericErrorMessage();
  const [chosen, setChosen] = useState<Language>(language);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const labelId = useId();

  const save = async () => {
    if (chosen === language) return onClose();
    setBusy(true);
    setFailed(false);
    try {
      await choose(chosen);
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('language.title')}
      body={
        <Stack spacing={1.5}>
          <Typography id={labelId} variant="body2" color="text.secondary">
            {t('language.intro')}
          </Typography>
          <FormAlert message={failed ? genericError : null} />
          <RadioGroup
            aria-labelledby={labelId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as Language)}
          >
            {LANGUAGES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={LANGUAGE_NAMES[value]}
                lang={value}
              />
            ))}
          </RadioGroup>
        </Stack>
      }
      confirmText={t('language.save')}
      cancelText={t('language.cancel')}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void save()}
    />
  );
}
