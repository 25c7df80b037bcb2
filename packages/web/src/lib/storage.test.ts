import { describe, expect, it, vi } from 'vitest';
import { CONTACT_PERSON_KEYS, contactPersonStorage, SELLER_KEYS, sellerStorage } from './storage.ts';

describe('session stores', () => {
  it('saves, reads and clears a contact person session', () => {
    expect(contactPersonStorage.get()).toBeNull();
    contactPersonStorage.save({
      webShopId: 4,
      customerFullName: 'Anna Maria Svensson',
      accessToken: 'tok',
      sellerRegistrationKey: 'key',
    });
    const session = contactPersonStorage.get();
    expect(session).toEqual({
      webShopId: 4,
      name: 'Anna Maria Svensson',
      firstName: 'Anna',
      accessToken: 'tok',
      sellerRegistrationKey: 'key',
      isCoOrganiser: false,
    });
    // The same object while nothing changed (useSyncExternalStore relies on it).
    expect(contactPersonStorage.get()).toBe(session);
    contactPersonStorage.updateName(' Eva ', ' Berg ');
    expect(contactPersonStorage.get()).toMatchObject({ firstName: 'Eva', name: 'Eva Berg' });
    contactPersonStorage.clear();
    expect(contactPersonStorage.get()).toBeNull();
    expect(Object.values(CONTACT_PERSON_KEYS).map((key) => window.localStorage.getItem(key))).toEqual(
      Object.values(CONTACT_PERSON_KEYS).map(() => null),
    );
  });

  it('writes the id last and removes it first, so other tabs find the rest in place', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    sellerStorage.save({ sellerId: 7, sellerName: 'Anna Berg', accessToken: 'tok' });
    expect(setItem.mock.calls.at(-1)).toEqual([SELLER_KEYS.sellerId, '7']);
    sellerStorage.clear();
    expect(removeItem.mock.calls[0]).toEqual([SELLER_KEYS.sellerId]);
  });

  it('has no session without a token or with an id that is not a positive integer', () => {
    window.localStorage.setItem(SELLER_KEYS.sellerId, '7');
    expect(sellerStorage.get()).toBeNull();
    window.localStorage.setItem(SELLER_KEYS.accessToken, 'tok');
    expect(sellerStorage.get()).toEqual({ sellerId: 7, name: '', accessToken: 'tok' });
    window.localStorage.setItem(SELLER_KEYS.sellerId, '0');
    expect(sellerStorage.get()).toBeNull();
  });

  it('tells subscribers about changes in this tab and about its own keys changed in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = sellerStorage.subscribe(listener);
    sellerStorage.updateName('Eva');
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: SELLER_KEYS.name }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: CONTACT_PERSON_KEYS.name }));
    contactPersonStorage.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    sellerStorage.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
