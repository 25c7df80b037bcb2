import { useSyncExternalStore } from 'react';
import { operatorProfile, type OperatorProfile } from '@fundshop/core';

/**
 * The signed-in operator, in sessionStorage (docs/decisions/0031): the session ends with the tab as well as after
 * 30 minutes without a call or 12 hours on the server. Other tabs have their own.
 */
const KEY = 'fundshop.operator';

interface StoredSession {
  accessToken: string;
  operator: OperatorProfile;
  recoveryCodesLeft: number;
}

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: StoredSession | null = null;

function read(): StoredSession | null {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(KEY);
  } catch {
    text = null;
  }
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    const value = text ? (JSON.parse(text) as StoredSession) : null;
    cached =
      value && typeof value.accessToken === 'string' && operatorProfile.safeParse(value.operator).success
        ? value
        : null;
  } catch {
    cached = null;
  }
  return cached;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const operatorSession = {
  get: read,
  token: () => read()?.accessToken ?? null,
  write(session: StoredSession): void {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(session));
    } catch {
      // Storage unavailable: the session lasts this page only.
    }
    notify();
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // see write()
    }
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in operator, or null; re-renders on sign-in and sign-out. */
export function useOperatorSession(): StoredSession | null {
  return useSyncExternalStore(operatorSession.subscribe, operatorSession.get, () => null);
}
