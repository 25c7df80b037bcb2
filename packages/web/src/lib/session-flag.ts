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

/** The keys, in one place: the e2e journeys set the introduction one to keep the question out of their way. */
export const SESSION_FLAGS = {
  lockedNoticeSeen: (webShopId: number) => `fundshop.lockedNoticeSeen.${webShopId}`,
  introductionLater: (webShopId: number) => `fundshop.introductionLater.${webShopId}`,
} as const;
