import { useState } from 'react';

const KEY = 'fundshop.contactPerson.failedLogins';

interface FailedLogins {
  count: number;
  lastAt: string;
}

/** Kept from the login answer for the Start page the login navigates to (a full page load). */
export function rememberFailedLogins(count: number, lastAt: string | null): void {
  try {
    if (count > 0 && lastAt) window.sessionStorage.setItem(KEY, JSON.stringify({ count, lastAt }));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the notice is lost, the login is not.
  }
}

function read(): FailedLogins | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<FailedLogins>) : null;
    return value && typeof value.count === 'number' && typeof value.lastAt === 'string'
      ? { count: value.count, lastAt: value.lastAt }
      : null;
  } catch {
    return null;
  }
}

/** The notice of wrong passwords tried since the last login, until the organiser closes it. */
export function useFailedLogins(): { failed: FailedLogins | null; dismiss: () => void } {
  const [failed, setFailed] = useState(read);
  return {
    failed,
    dismiss: () => {
      rememberFailedLogins(0, null);
      setFailed(null);
    },
  };
}
