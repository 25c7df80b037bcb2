import { useCallback } from 'react';

/** What a person can have moved the focus to in the frame before ours. */
const CONTROL = 'input, textarea, select, button, a[href]';

/**
 * What React's `autoFocus` promises, for a ref: the element takes the focus each time it is shown. The production
 * build runs on Preact (docs/decisions/0015), whose `autoFocus` only sets the `autofocus` attribute, and a browser
 * honours that when the page loads, not for an element added later; and an MUI dialog's content mounts while its
 * fade still hides it, where a focus() does nothing. So: focus one frame after the element is attached, unless the
 * focus went meanwhile to another control (a click into a field is not undone). The callback keeps its identity,
 * so a re-render does not take the focus back.
 */
export function useFocusWhenShown(enabled = true): (element: HTMLElement | null) => void {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!enabled || !element) return;
      const before = document.activeElement;
      requestAnimationFrame(() => {
        const now = document.activeElement;
        if (now !== before && now?.matches(CONTROL)) return;
        element.focus();
      });
    },
    [enabled],
  );
}
