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
