import { CROSS_TAB_REDIRECT_MS } from '@fundshop/core';
import { useEffect } from 'react';
import { contactPersonStorage, sellerStorage } from './storage.ts';

interface CrossTabRole {
  store: { readonly idKey: string; clear(): void };
  /** Where a tab goes when another tab logs this role in. */
  startPath: string;
  /** Whether this page follows a log-in in another tab. */
  followsLogin: () => boolean;
}

const ROLES = {
  contactPerson: { store: contactPersonStorage, startPath: '/contactperson/start', followsLogin: () => true },
  // A contact person page stays where it is when a seller logs in elsewhere (SPEC §4).
  seller: {
    store: sellerStorage,
    startPath: '/seller/start',
    followsLogin: () => !window.location.pathname.startsWith('/contactperson'),
  },
} satisfies Record<string, CrossTabRole>;

export type CrossTabRoleName = keyof typeof ROLES;

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * SPEC §4 cross-tab sync: when another tab removes the role's stored id (log out), this tab clears the role's data
 * and reloads; when another tab sets it (log in), this tab goes to the role's start page after
 * CROSS_TAB_REDIRECT_MS. A full page load is used so every cached query starts afresh.
 */
export function useCrossTabSync(roleName: CrossTabRoleName): void {
  useEffect(() => {
    const role: CrossTabRole = ROLES[roleName];
    const idKey = role.store.idKey;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hadSession = readKey(idKey) !== null;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      // key null: another tab cleared the whole storage.
      if (event.key !== null && event.key !== idKey) return;
      const wasLoggedIn = hadSession;
      hadSession = readKey(idKey) !== null;
      const newValue = event.key === null ? null : event.newValue;
      if (newValue === null) {
        if (event.key === null && !wasLoggedIn) return;
        role.store.clear();
        window.location.reload();
      } else if (newValue !== event.oldValue && role.followsLogin()) {
        clearTimeout(timer);
        timer = setTimeout(() => window.location.assign(role.startPath), CROSS_TAB_REDIRECT_MS);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
    };
  }, [roleName]);
}
