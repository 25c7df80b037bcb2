import { afterEach, describe, expect, it, vi } from 'vitest';
import { importApp } from './import-app.ts';

afterEach(() => window.sessionStorage.clear());

describe('importing the app', () => {
  it('returns the module when its files load', async () => {
    const reload = vi.fn();
    await expect(importApp(() => Promise.resolve({ startApp: 1 }), reload)).resolves.toEqual({ startApp: 1 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page anew when a release has removed them, and only once in a row', async () => {
    const reload = vi.fn();
    const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void importApp(gone, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // The reloaded page fails too (the server is down): the error shows instead of another reload.
    await expect(importApp(gone, reload)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledOnce();
  });
});
