/**
 * A yes/no remembered for this browser tab's session (sessionStorage): "the organiser has seen this notice" or
 * "asked to be asked later". Storage can be blocked; the flag then reads as unset, which only means asking again.
 */
export function sessionFlag(key: string) {
  return {
    isSet(): boolean {
      try {
        return window.sessionStorage.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set(): void {
      try {
        window.sessionStorage.setItem(key, '1');
      } catch {
        // see above: asked again next time
      }
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A yes/no remembered in this browser (localStorage, the time it was set) for `days`, beyond the tab and the login:
 * asking again at every login is what a 'Not now' was meant to stop. Blocked storage reads as unset, as above.
 */
export function lastingFlag(key: string, days: number) {
  return {
    isSet(now = Date.now()): boolean {
      try {
        const setAt = Number(window.localStorage.getItem(key));
        return setAt > 0 && now - setAt < days * DAY_MS;
      } catch {
        return false;
      }
    },
    set(now = Date.now()): void {
      try {
        window.localStorage.setItem(key, String(now));
      } catch {
        // see above: asked again next time
      }
    },
  };
}

/** The keys, in one place: the e2e journeys set the introduction one to keep the question out of their way. */
export const SESSION_FLAGS = {
  lockedNoticeSeen: (webShopId: number) => `fundshop.lockedNoticeSeen.${webShopId}`,
} as const;
export const LASTING_FLAGS = {
  /** The time of the introduction question's 'Not now' (lastingFlag). */
  introductionLater: (webShopId: number) => `fundshop.introductionLater.${webShopId}`,
} as const;

/**
 * Whether the webshop-locked notice is still to be shown in this tab (SPEC §2): the server asks for it and this tab
 * has not dismissed it. The dashboard's other dialog, the introduction question, waits while it is.
 */
export function lockedNoticeDue(webShopId: number, display: boolean): boolean {
  return display && !sessionFlag(SESSION_FLAGS.lockedNoticeSeen(webShopId)).isSet();
}
