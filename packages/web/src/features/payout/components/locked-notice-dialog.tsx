import { useState } from 'react';
import { InfoDialog } from '../../../components/info-dialog.tsx';
import { escapeHtml } from '../../../lib/html.ts';
import { useT } from '../../../lib/i18n.tsx';
import { lockedNoticeDue, SESSION_FLAGS, sessionFlag } from '../../../lib/session-flag.ts';

export type PayoutRole = 'contactperson' | 'seller';

/** The organiser who locks the shop from the dashboard has just read what locking means: no notice for that. */
export function markLockedNoticeSeen(webShopId: number): void {
  sessionFlag(SESSION_FLAGS.lockedNoticeSeen(webShopId)).set();
}

/**
 * SPEC §2 'webshop-locked notice': while the server asks for it (displayWebShopLockedDialog), each role is told once
 * per browser session and webshop that the shop is locked. Dismissing is remembered in sessionStorage, not on the
 * server, so every participant and the organiser each see it once.
 */
export function LockedNoticeDialog({
  role,
  webShopId,
  display,
}: {
  role: PayoutRole;
  webShopId: number;
  display: boolean;
}) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  const text = role === 'contactperson' ? t('payout.lockedDialogOrganiser') : t('payout.lockedDialogSeller');
  return (
    <InfoDialog
      // Read on every render: locking from the dashboard marks the notice seen after this dialog was mounted.
      open={!dismissed && lockedNoticeDue(webShopId, display)}
      title={t('payout.lockedDialogTitle')}
      html={escapeHtml(text)}
      okText={t('payout.ok')}
      onOk={() => {
        markLockedNoticeSeen(webShopId);
        setDismissed(true);
      }}
    />
  );
}
