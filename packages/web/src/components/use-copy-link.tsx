import { SNACKBAR_COPY_MS } from '@fundshop/core';
import { useState } from 'react';
import { copyText, shareOrCopy } from '../lib/share.ts';
import { ErrorSnackbar } from './error-snackbar.tsx';
import { NoticeSnackbar } from './notice-snackbar.tsx';
import { useT } from '../lib/i18n.tsx';

/**
 * Copying (or sharing) a link and saying so: SPEC §2 'The link has been copied!' for 3 s, or why it failed.
 * Render `notices` once in the page.
 */
export function useCopyLink() {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const copy = async (link: string) => {
    try {
      await copyText(link);
      setCopied(true);
    } catch {
      setError(t('shared.linkNotCopied'));
    }
  };

  /** The device's share sheet where there is one, else a copy. */
  const share = async (data: Parameters<typeof shareOrCopy>[0]) => {
    try {
      if ((await shareOrCopy(data)) === 'copied') setCopied(true);
    } catch {
      // Only the copy fails this way (a refused share sheet falls back to it).
      setError(t('shared.linkNotCopied'));
    }
  };

  const notices = (
    <>
      <NoticeSnackbar
        open={copied}
        message={t('msg.linkCopied')}
        autoHideDuration={SNACKBAR_COPY_MS}
        onClose={() => setCopied(false)}
      />
      <ErrorSnackbar open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </>
  );
  return { copy, share, notices };
}
