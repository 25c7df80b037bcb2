import { useSyncExternalStore } from 'react';

/**
 * Login data of one role in localStorage (SPEC §3 "Local browser storage"). Each value has its own key so that
 * other tabs can react to the role's id alone (SPEC §4 cross-tab sync): it is written last and removed first.
 */
export interface SessionStore<Session, Key extends string> {
  readonly keys: Readonly<Record<Key, string>>;
  /** The key whose presence marks a logged-in role; other tabs watch it. */
  readonly idKey: string;
  /** The stored session, or null when nobody of this role is logged in (no id or no token). */
  get(): Session | null;
  getAccessToken(): string | null;
  /** Writes the given values, the id last so other tabs reacting to it find everything else in place. */
  write(values: Partial<Record<Key, string>>): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeKey(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, blocked third-party storage); the session then lasts this page only.
  }
}

function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see writeKey()
  }
}

/** The stored id when it is a positive integer. */
function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

export function createSessionStore<Session, Key extends string>(options: {
  keys: Readonly<Record<Key, string>>;
  id: Key;
  accessToken: Key;
  /** Builds the session from the stored values once the id and the token are known to be present. */
  toSession: (id: number, accessToken: string, values: Record<Key, string | null>) => Session;
}): SessionStore<Session, Key> {
  const { keys } = options;
  const names = Object.keys(keys) as Key[];
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same object while nothing changed.
  let cachedKey: string | undefined;
  let cached: Session | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    keys,
    idKey: keys[options.id],
    get() {
      const values = Object.fromEntries(names.map((name) => [name, read(keys[name])])) as Record<Key, string | null>;
      const key = JSON.stringify(values);
      if (key === cachedKey) return cached;
      cachedKey = key;
      const id = positiveId(values[options.id]);
      const accessToken = values[options.accessToken];
      cached = id !== null && accessToken ? options.toSession(id, accessToken, values) : null;
      return cached;
    },
    getAccessToken: () => read(keys[options.accessToken]),
    write(values) {
      for (const name of names) {
        const value = values[name];
        if (name !== options.id && value !== undefined) writeKey(keys[name], value);
      }
      const id = values[options.id];
      if (id !== undefined) writeKey(keys[options.id], id);
      notify();
    },
    clear() {
      removeKey(keys[options.id]);
      for (const name of names) if (name !== options.id) removeKey(keys[name]);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const watched = Object.values<string>(keys);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || watched.includes(event.key)) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

function useSession<Session>(store: SessionStore<Session, string>): Session | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}

/** The first word of a name ('Anna Maria Svensson' -> 'Anna'). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export const CONTACT_PERSON_KEYS = {
  webShopId: 'fundshop.contactPerson.webShopId',
  name: 'fundshop.contactPerson.name',
  firstName: 'fundshop.contactPerson.firstName',
  accessToken: 'fundshop.contactPerson.accessToken',
  sellerRegistrationKey: 'fundshop.contactPerson.sellerRegistrationKey',
  isCoOrganiser: 'fundshop.contactPerson.isCoOrganiser',
} as const;

export interface ContactPersonSession {
  webShopId: number;
  /** The contact person's full name as the login returned it (customerFullName). */
  name: string;
  firstName: string;
  accessToken: string;
  sellerRegistrationKey: string;
  /** A co-organiser's login (docs/decisions/0035): its screens leave out payouts, the profile and co-organisers. */
  isCoOrganiser: boolean;
}

const contactPersonStore = createSessionStore<ContactPersonSession, keyof typeof CONTACT_PERSON_KEYS>({
  keys: CONTACT_PERSON_KEYS,
  id: 'webShopId',
  accessToken: 'accessToken',
  toSession: (webShopId, accessToken, values) => ({
    webShopId,
    name: values.name ?? '',
    firstName: values.firstName ?? '',
    accessToken,
    sellerRegistrationKey: values.sellerRegistrationKey ?? '',
    isCoOrganiser: values.isCoOrganiser === 'true',
  }),
});

export const contactPersonStorage = {
  ...contactPersonStore,

  save(login: {
    webShopId: number;
    customerFullName: string;
    accessToken: string;
    sellerRegistrationKey: string;
    isCoOrganiser?: boolean;
  }) {
    contactPersonStore.write({
      webShopId: String(login.webShopId),
      name: login.customerFullName,
      firstName: firstNameOf(login.customerFullName),
      accessToken: login.accessToken,
      sellerRegistrationKey: login.sellerRegistrationKey,
      isCoOrganiser: String(login.isCoOrganiser ?? false),
    });
  },

  /** SPEC §4 "Name changes": keep the stored name in step with the contact person's details. */
  updateName(firstName: string, lastName: string): void {
    contactPersonStore.write({
      firstName: firstName.trim(),
      name: `${firstName.trim()} ${lastName.trim()}`.trim(),
    });
  },
};

/** The stored contact person session, re-rendering when it changes (in this tab or another). */
export function useContactPersonSession(): ContactPersonSession | null {
  return useSession(contactPersonStore);
}

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

const sellerStore = createSessionStore<SellerSession, keyof typeof SELLER_KEYS>({
  keys: SELLER_KEYS,
  id: 'sellerId',
  accessToken: 'accessToken',
  toSession: (sellerId, accessToken, values) => ({ sellerId, name: values.name ?? '', accessToken }),
});

export const sellerStorage = {
  ...sellerStore,

  save(login: { sellerId: number; sellerName: string; accessToken: string }): void {
    sellerStore.write({ sellerId: String(login.sellerId), name: login.sellerName, accessToken: login.accessToken });
  },

  /** SPEC §4 "Name changes": keep the stored name in step with the seller's details. */
  updateName(name: string): void {
    sellerStore.write({ name });
  },
};

/** The stored seller session, re-rendering when it changes (in this tab or another). */
export function useSellerSession(): SellerSession | null {
  return useSession(sellerStore);
}
