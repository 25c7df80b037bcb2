import { LANGUAGE_NAMES, LANGUAGES, STORE_LANGUAGE_PARAMETER } from '@fundshop/core';
import { Box, Link, Typography } from '@mui/material';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * The store's language choice: a link per language to the same store with `?lang=`, which the server draws the page
 * in (web-pages routes). Plain links, so the choice works before the app runs and adds nothing to the first load.
 */
export function StoreLanguages() {
  const { language, t } = useI18n();
  return (
    <Box
      component="nav"
      aria-label={t('language.menuItem')}
      sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mb: 1, minHeight: 24 }}
    >
      {LANGUAGES.map((each) =>
        each === language ? (
          <Typography key={each} variant="body2" lang={each} aria-current="true" sx={{ fontWeight: 700 }}>
            {LANGUAGE_NAMES[each]}
          </Typography>
        ) : (
          <Link key={each} variant="body2" href={`?${STORE_LANGUAGE_PARAMETER}=${each}`} lang={each} hrefLang={each}>
            {LANGUAGE_NAMES[each]}
          </Link>
        ),
      )}
    </Box>
  );
}
