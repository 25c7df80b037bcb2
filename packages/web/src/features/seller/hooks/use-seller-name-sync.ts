import { useEffect } from 'react';
import { sellerStorage, useSellerSession } from '../../../lib/storage.ts';
import { useSellerDetails } from '../api/get-seller-details.ts';

/**
 * SPEC §4 "Name changes": a seller name changed elsewhere (by the organiser, in another tab) is detected on load;
 * the stored name is updated and the page reloads. Reloads only when the new name was really stored, so a
 * browser without storage cannot loop.
 */
export function useSellerNameSync(): void {
  const session = useSellerSession();
  const details = useSellerDetails(session?.sellerId ?? 0, Boolean(session));
  const storedName = session?.name;
  const currentName = details.data?.sellerName;
  useEffect(() => {
    if (storedName === undefined || currentName === undefined || storedName === currentName) return;
    sellerStorage.updateName(currentName);
    if (sellerStorage.get()?.name === currentName) window.location.reload();
  }, [storedName, currentName]);
}
