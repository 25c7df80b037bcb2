import { useSyncExternalStore } from 'react';

/**
 * Contact person login data in localStorage (SPEC §3 "Local browser storage").
 * Each value has its own key so that other tabs can react to the webshop id alone (SPEC §4 cross-tab sync).
 */
export const CONTACT_PERSON_KEYS = {
  webShopId: 'fundshop.contactPerson.webShopId',
  name: 'fundshop.contactPerson.name',
  firstName: 'fundshop.contactPerson.firstName',
  accessToken: 'fundshop.contactPerson.accessToken',
  sellerRegistrationKey: 'fundshop.contactPerson.sellerRegistrationKey',
} as const;

export interface ContactPersonSession {
  webShopId: number;
  /** The contact person's full name as the login returned it (customerFullName). */
  name: string;
  firstName: string;
  accessToken: string;
  sellerRegistrationKey: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, blocked third-party storage); the session then lasts this page only.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see write()
  }
}

/** The first word of a name ('Anna Maria Svensson' -> 'Anna'). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

const listeners = new Set<() => void>();
let cachedKey: string | undefined;
let cached: ContactPersonSession | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function snapshot(): ContactPersonSession | null {
  const values = Object.values(CONTACT_PERSON_KEYS).map(read);
  const key = JSON.stringify(values);
  if (key === cachedKey) return cached;
  cachedKey = key;
  const webShopId = Number(read(CONTACT_PERSON_KEYS.webShopId));
  const accessToken = read(CONTACT_PERSON_KEYS.accessToken);
  cached =
    Number.isInteger(webShopId) && webShopId > 0 && accessToken
      ? {
          webShopId,
          name: read(CONTACT_PERSON_KEYS.name) ?? '',
          firstName: read(CONTACT_PERSON_KEYS.firstName) ?? '',
          accessToken,
          sellerRegistrationKey: read(CONTACT_PERSON_KEYS.sellerRegistrationKey) ?? '',
        }
      : null;
  return cached;
}

export const contactPersonStorage = {
  /** The stored session, or null when no contact person is logged in (no id or no token). */
  get: snapshot,

  getAccessToken(): string | null {
    return read(CONTACT_PERSON_KEYS.accessToken);
  },

  save(login: {
    webShopId: number;
    customerFullName: string;
    accessToken: string;
    sellerRegistrationKey: string;
  }): void {
    write(CONTACT_PERSON_KEYS.name, login.customerFullName);
    write(CONTACT_PERSON_KEYS.firstName, firstNameOf(login.customerFullName));
    write(CONTACT_PERSON_KEYS.accessToken, login.accessToken);
    write(CONTACT_PERSON_KEYS.sellerRegistrationKey, login.sellerRegistrationKey);
    // The id last: other tabs react to it and then find everything else in place.
    write(CONTACT_PERSON_KEYS.webShopId, String(login.webShopId));
    notify();
  },

  /** SPEC §4 "Name changes": keep the stored name in step with the contact person's details. */
  updateName(firstName: string, lastName: string): void {
    write(CONTACT_PERSON_KEYS.firstName, firstName.trim());
    write(CONTACT_PERSON_KEYS.name, `${firstName.trim()} ${lastName.trim()}`.trim());
    notify();
  },

  clear(): void {
    // The id first, so another tab sees the logout even if it reads half way.
    remove(CONTACT_PERSON_KEYS.webShopId);
    remove(CONTACT_PERSON_KEYS.name);
    remove(CONTACT_PERSON_KEYS.firstName);
    remove(CONTACT_PERSON_KEYS.accessToken);
    remove(CONTACT_PERSON_KEYS.sellerRegistrationKey);
    notify();
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(CONTACT_PERSON_KEYS).includes(event.key)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The stored contact person session, re-rendering when it changes (in this tab or another). */
export function useContactPersonSession(): ContactPersonSession | null {
  return useSyncExternalStore(contactPersonStorage.subscribe, contactPersonStorage.get, () => null);
}

/**
 * Seller login data in localStorage (SPEC §3 "Local browser storage": seller id, name, token). The seller id is
 * also the logged-in marker that other tabs watch (SPEC §4 cross-tab sync).
 */
export const SELLER_KEYS = {
  sellerId: 'fundshop.seller.sellerId',
  name: 'fundshop.seller.name',
  accessToken: 'fundshop.seller.accessToken',
} as const;

export interface SellerSession {
  sellerId: number;
  name: string;
  accessToken: string;
}

const sellerListeners = new Set<() => void>();
let sellerCachedKey: string | undefined;
let sellerCached: SellerSession | null = null;

function notifySeller(): void {
  for (const listener of sellerListeners) listener();
}

function sellerSnapshot(): SellerSession | null {
  const key = JSON.stringify(Object.values(SELLER_KEYS).map(read));
  if (key === sellerCachedKey) return sellerCached;
  sellerCachedKey = key;
  const sellerId = Number(read(SELLER_KEYS.sellerId));
  const accessToken = read(SELLER_KEYS.accessToken);
  sellerCached =
    Number.isInteger(sellerId) && sellerId > 0 && accessToken
      ? { sellerId, name: read(SELLER_KEYS.name) ?? '', accessToken }
      : null;
  return sellerCached;
}

export const sellerStorage = {
  /** The stored seller session, or null when no seller is logged in (no id or no token). */
  get: sellerSnapshot,

  getAccessToken(): string | null {
    return read(SELLER_KEYS.accessToken);
  },

  save(login: { sellerId: number; sellerName: string; accessToken: string }): void {
    write(SELLER_KEYS.name, login.sellerName);
    write(SELLER_KEYS.accessToken, login.accessToken);
    // The id last: other tabs react to it and then find everything else in place.
    write(SELLER_KEYS.sellerId, String(login.sellerId));
    notifySeller();
  },

  /** SPEC §4 "Name changes": keep the stored name in step with the seller's details. */
  updateName(name: string): void {
    write(SELLER_KEYS.name, name);
    notifySeller();
  },

  clear(): void {
    // The id first, so another tab sees the logout even if it reads half way.
    remove(SELLER_KEYS.sellerId);
    remove(SELLER_KEYS.name);
    remove(SELLER_KEYS.accessToken);
    notifySeller();
  },

  subscribe(listener: () => void): () => void {
    sellerListeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(SELLER_KEYS).includes(event.key)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      sellerListeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The stored seller session, re-rendering when it changes (in this tab or another). */
export function useSellerSession(): SellerSession | null {
  return useSyncExternalStore(sellerStorage.subscribe, sellerStorage.get, () => null);
}
