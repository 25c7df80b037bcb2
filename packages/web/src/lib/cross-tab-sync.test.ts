import { CROSS_TAB_REDIRECT_MS } from '@fundshop/core';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCrossTabSync } from './cross-tab-sync.ts';
import { CONTACT_PERSON_KEYS, contactPersonStorage, SELLER_KEYS, sellerStorage } from './storage.ts';

const location = { pathname: '/', reload: vi.fn(), assign: vi.fn() };

/** What this tab sees when another tab changes localStorage: the value is already there, then the event comes. */
function otherTab(key: string | null, newValue: string | null, oldValue: string | null = null): void {
  if (key === null) window.localStorage.clear();
  else if (newValue === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, oldValue, storageArea: window.localStorage }));
}

beforeEach(() => {
  vi.useFakeTimers();
  location.pathname = '/';
  location.reload.mockReset();
  location.assign.mockReset();
  vi.stubGlobal('location', location);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCrossTabSync', () => {
  it('contact person: a log-in in another tab leads to /contactperson/start after 1 s', () => {
    renderHook(() => useCrossTabSync('contactPerson'));
    otherTab(CONTACT_PERSON_KEYS.webShopId, '4');
    vi.advanceTimersByTime(CROSS_TAB_REDIRECT_MS - 1);
    expect(location.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(location.assign).toHaveBeenCalledWith('/contactperson/start');
    expect(CROSS_TAB_REDIRECT_MS).toBe(1000);
  });

  it('contact person: a log-out in another tab clears this tab and reloads at once', () => {
    contactPersonStorage.save({
      webShopId: 4,
      customerFullName: 'Anna Berg',
      accessToken: 't',
      sellerRegistrationKey: 'k',
    });
    renderHook(() => useCrossTabSync('contactPerson'));
    otherTab(CONTACT_PERSON_KEYS.webShopId, null, '4');
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(CONTACT_PERSON_KEYS.accessToken)).toBeNull();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('ignores other keys, the same value again, and a cleared storage when nobody was logged in', () => {
    renderHook(() => useCrossTabSync('contactPerson'));
    otherTab(null, null);
    otherTab(CONTACT_PERSON_KEYS.name, 'Anna');
    otherTab(SELLER_KEYS.sellerId, '7');
    otherTab(CONTACT_PERSON_KEYS.webShopId, '4', '4');
    vi.advanceTimersByTime(CROSS_TAB_REDIRECT_MS * 2);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('a storage cleared in another tab logs this tab out when it was logged in', () => {
    sellerStorage.save({ sellerId: 7, sellerName: 'Anna', accessToken: 't' });
    renderHook(() => useCrossTabSync('seller'));
    otherTab(null, null);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('seller: a log-in elsewhere leads to /seller/start after 1 s, except on a contact person page', () => {
    const { unmount } = renderHook(() => useCrossTabSync('seller'));
    otherTab(SELLER_KEYS.sellerId, '7');
    vi.advanceTimersByTime(CROSS_TAB_REDIRECT_MS);
    expect(location.assign).toHaveBeenCalledWith('/seller/start');
    unmount();

    location.assign.mockReset();
    location.pathname = '/contactperson/start';
    renderHook(() => useCrossTabSync('seller'));
    otherTab(SELLER_KEYS.sellerId, '8', '7');
    vi.advanceTimersByTime(CROSS_TAB_REDIRECT_MS);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('stops listening and cancels a pending redirect when unmounted', () => {
    const { unmount } = renderHook(() => useCrossTabSync('seller'));
    otherTab(SELLER_KEYS.sellerId, '7');
    unmount();
    vi.advanceTimersByTime(CROSS_TAB_REDIRECT_MS);
    otherTab(SELLER_KEYS.sellerId, null, '7');
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });
});
