import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useT } from '../lib/i18n.tsx';

// MUI's Dialog loads with the first message: the store uses this and its first load stays light (docs/decisions/0013).
const MessageDialogView = lazy(() => import('./message-dialog-view.tsx'));

interface Message {
  title: string;
  text: string;
}

/**
 * An in-app replacement for window.alert(): `show(text)` opens a dialog with the text and OK. Render `dialog`
 * once in the component. The browser's alert box blocks the page, cannot be styled or read by tests, and on a
 * phone looks like a warning from the browser itself.
 */
export function useMessageDialog(): {
  show: (text: string, title?: string) => void;
  dialog: ReactNode;
} {
  const t = useT();
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback(
    (text: string, title: string = t('supporter.noticeTitle')) => {
      setMessage({ title, text });
      setOpen(true);
    },
    [t],
  );
  const dialog = message ? (
    <Suspense fallback={null}>
      <MessageDialogView open={open} title={message.title} text={message.text} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { show, dialog };
}
