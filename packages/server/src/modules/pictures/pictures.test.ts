import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pictures, sellers } from '../../db/schema.ts';
import { createDatabasePictureStore } from '../../integrations/images/database-picture-store.ts';
import { migrateLocalPictures } from '../../integrations/images/migrate-local-pictures.ts';
import { insertSeller } from '../../testing/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

const jpeg = (background: string) =>
  sharp({ create: { width: 60, height: 60, channels: 3, background } })
    .jpeg()
    .toBuffer();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const silent = { info: () => undefined, warn: () => undefined };

describe.each(singleDatabaseKinds)('pictures in the database (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeEach(async () => {
    // A data directory with pictures from before they moved into the database.
    dataDir = mkdtempSync(path.join(tmpdir(), 'fundshop-pictures-'));
    mkdirSync(path.join(dataDir, 'uploads', 'sellers'), { recursive: true });
    t = await createTestApp(kind, { config: { dataDir } });
  });
  afterEach(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a picture by its hash, immutable, with the hash as ETag; 304, 404 and 400 as due', async () => {
    const store = createDatabasePictureStore(t.db);
    const bytes = await jpeg('#f00');
    const key = await store.save(bytes);
    expect(key).toBe(sha256(bytes));
    // Saved again: still one row.
    expect(await store.save(bytes)).toBe(key);
    expect(await t.db.select({ key: pictures.key }).from(pictures)).toEqual([{ key }]);

    const url = store.url(key);
    expect(url).toBe(`/api/pictures/${key}.jpg`);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${key}"`,
    });
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);

    for (const ifNoneMatch of [`"${key}"`, `W/"${key}"`, `"other", "${key}"`]) {
      const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.body).toBe('');
    }
    const otherTag = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
    expect(otherTag.statusCode).toBe(200);

    const unknown = await t.app.inject({ method: 'GET', url: `/api/pictures/${'a'.repeat(64)}.jpg` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ responseMessage: 'not-found' });
    for (const bad of [
      'abc.jpg',
      `${key.toUpperCase()}.jpg`,
      `${key}.png`,
      key,
      `${key}.jpg.exe`,
      '..%2F..%2Fetc%2Fpasswd',
      `${'g'.repeat(64)}.jpg`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/pictures/${bad}` });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json(), bad).toMatchObject({ responseMessage: 'validation-error' });
    }
  });

  it('moves pictures kept as files into the database at start, once, and still serves the old addresses', async () => {
    const [red, blue] = await Promise.all([jpeg('#f00'), jpeg('#00f')]);
    writeFileSync(path.join(dataDir, 'uploads', 'sellers', 'red.jpg'), red);
    writeFileSync(path.join(dataDir, 'uploads', 'sellers', 'blue.jpg'), blue);
    const webshopId = 1;
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => insertSeller(t.db, webshopId, { name: `Old ${n}` })));
    const legacy = ['sellers/red.jpg', 'sellers/red.jpg', 'sellers/blue.jpg', 'sellers/gone.jpg', '../app-secret'];
    for (const [i, id] of ids.entries()) {
      await t.db.update(sellers).set({ pictureFile: legacy[i] }).where(eq(sellers.id, id));
    }
    const store = createDatabasePictureStore(t.db);
    const options = { db: t.db, store, dir: path.join(dataDir, 'uploads'), log: silent };
    expect(await migrateLocalPictures(options)).toEqual({ moved: 2, missing: 2 });

    const rows = await t.db
      .select({ id: sellers.id, key: sellers.pictureFile })
      .from(sellers)
      .where(inArray(sellers.id, ids));
    const keyOf = new Map(rows.map((r) => [r.id, r.key]));
    expect(ids.map((id) => keyOf.get(id))).toEqual([
      sha256(red),
      sha256(red),
      sha256(blue),
      'sellers/gone.jpg',
      '../app-secret',
    ]);
    const served = await t.app.inject({ method: 'GET', url: store.url(sha256(blue)) });
    expect(Buffer.compare(served.rawPayload, blue)).toBe(0);
    // What this instance does not have keeps its old address (another instance may have the file).
    expect(store.url('sellers/gone.jpg')).toBe('/uploads/sellers/gone.jpg');

    // Idempotent: the next start finds nothing left to move.
    expect(await migrateLocalPictures(options)).toEqual({ moved: 0, missing: 2 });
    expect(await t.db.select({ key: pictures.key }).from(pictures)).toHaveLength(2);

    // The files stay, so addresses handed out before keep working on this instance.
    const old = await t.app.inject({ method: 'GET', url: '/uploads/sellers/red.jpg' });
    expect(old.statusCode).toBe(200);
    expect(Buffer.compare(old.rawPayload, red)).toBe(0);
  });
});
