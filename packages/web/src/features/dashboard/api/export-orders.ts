import type { Language } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** GET /api/order/export.csv?webShopId=&language= (organiser), its column headers in the page's language. */
export function exportOrders(webShopId: number, language: Language): Promise<void> {
  return downloadFile('/api/order/export.csv', { webShopId, language }, 'contact-person', `orders-${webShopId}.csv`);
}

export function useExportOrders() {
  const { language } = useI18n();
  return useMutation({ mutationFn: (webShopId: number) => exportOrders(webShopId, language) });
}
