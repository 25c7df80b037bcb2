/** Copies a text to the clipboard; falls back to a hidden text area where the Clipboard API is missing or refused. */
export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // fall through to the old way (insecure context, permission refused)
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The link could not be copied.');
  } finally {
    area.remove();
  }
}

/** Whether this browser has the Web Share API (most phones). */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the native share sheet with a link; without the Web Share API the link is copied instead.
 * Resolves with what happened; 'cancelled' when the user closed the share sheet.
 */
export async function shareOrCopy(data: {
  url: string;
  title?: string;
  text?: string;
}): Promise<'shared' | 'copied' | 'cancelled'> {
  if (canShare()) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError and the like: copy instead.
    }
  }
  await copyText(data.url);
  return 'copied';
}
