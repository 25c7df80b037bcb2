import { CROSS_TAB_REDIRECT_MS } from '@fundshop/core';
import { useEffect } from 'react';
import { CONTACT_PERSON_KEYS, contactPersonStorage, SELLER_KEYS, sellerStorage } from './storage.ts';

/**
 * SPEC §4 cross-tab sync for the contact person: when another tab removes the stored webshop id (log out), this
 * tab clears its contact person data and reloads; when another tab sets it (log in), this tab goes to
 * /contactperson/start after CROSS_TAB_REDIRECT_MS. A full page load is used so every cached query starts afresh.
 */
function readWebShopId(): string | null {
  try {
    return window.localStorage.getItem(CONTACT_PERSON_KEYS.webShopId);
  } catch {
    return null;
  }
}

export function useContactPersonCrossTabSync(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hadSession = readWebShopId() !== null;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      // key null: another tab cleared the whole storage.
      if (event.key !== null && event.key !== CONTACT_PERSON_KEYS.webShopId) return;
      const wasLoggedIn = hadSession;
      hadSession = readWebShopId() !== null;
      const newValue = event.key === null ? null : event.newValue;
      if (newValue === null) {
        if (event.key === null && !wasLoggedIn) return;
        contactPersonStorage.clear();
        window.location.reload();
      } else if (newValue !== event.oldValue) {
        clearTimeout(timer);
        timer = setTimeout(() => window.location.assign('/contactperson/start'), CROSS_TAB_REDIRECT_MS);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
    };
  }, []);
}

function readSellerId(): string | null {
  try {
    return window.localStorage.getItem(SELLER_KEYS.sellerId);
  } catch {
    return null;
  }
}

/**
 * SPEC §4 cross-tab sync for the seller: when another tab removes the stored seller id (log out), this tab clears
 * its seller data and reloads; when another tab sets it (log in) and this page is not a contact person page, this
 * tab goes to /seller/start after CROSS_TAB_REDIRECT_MS.
 */
export function useSellerCrossTabSync(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hadSession = readSellerId() !== null;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key !== null && event.key !== SELLER_KEYS.sellerId) return;
      const wasLoggedIn = hadSession;
      hadSession = readSellerId() !== null;
      const newValue = event.key === null ? null : event.newValue;
      if (newValue === null) {
        if (event.key === null && !wasLoggedIn) return;
        sellerStorage.clear();
        window.location.reload();
      } else if (newValue !== event.oldValue && !window.location.pathname.startsWith('/contactperson')) {
        clearTimeout(timer);
        timer = setTimeout(() => window.location.assign('/seller/start'), CROSS_TAB_REDIRECT_MS);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
    };
  }, []);
}
