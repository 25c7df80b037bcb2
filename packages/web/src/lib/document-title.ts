import { useEffect } from 'react';

const PRODUCT_NAME = 'Fundshop';

/** The browser tab and a shared link name the screen, not just the product (issue 13: every route sets its own title). */
export function documentTitle(screen: string): string {
  return screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
