/** A database of the bench's own on a PostgreSQL server, for one run, reachable directly or through a pooler. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** Its address on the server it was made on. */
  url: string;
  /** Its address through another server in front of the same PostgreSQL (PgBouncer). */
  through(serverUrl: string): string;
  drop(): Promise<void>;
}

export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const through = (url: string) => {
    const address = new URL(url);
    address.pathname = `/${name}`;
    return address.toString();
  };
  return {
    url: through(serverUrl),
    through,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
