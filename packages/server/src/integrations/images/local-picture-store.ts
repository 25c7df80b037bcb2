import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '../../lib/crypto.ts';
import type { PictureStore } from './images.ts';

/**
 * Pictures on the local disk. Names are random, so a changed picture gets a new address and the old one
 * may be cached forever. Several API instances need this directory on shared storage (or an object-store
 * implementation of PictureStore).
 */
export function createLocalPictureStore(root: string, urlPrefix: string): PictureStore {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`picture key outside the store: ${key}`);
    return full;
  };
  return {
    async save(folder, jpeg) {
      const key = `${folder}/${randomToken(18)}.jpg`;
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, jpeg, { flag: 'wx' });
      return key;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => `${urlPrefix}${key}`,
  };
}
