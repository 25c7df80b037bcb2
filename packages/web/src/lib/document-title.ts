import { documentTitle } from '@fundshop/core';
import { useEffect } from 'react';

export { documentTitle };

/** Sets the tab title of the screen (the product name is added); the server's HTML has the same for public pages. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
