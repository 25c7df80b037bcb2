import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * A test database's seeded state, kept beside it so that it can be put back after a test in a few milliseconds
 * instead of creating, migrating and seeding a new database (0.5 to 2 s each, most of the server suite's time).
 *
 * The rows of every table in the database's own schema are copied into a schema beside it; the sequences' positions and
 * a fingerprint of the schema's structure are remembered. `restore` empties every table and copies the rows back, all
 * in one statement. A test that changed the structure (a column, a trigger, a table) leaves a different fingerprint,
 * and its database is thrown away rather than reused.
 */
export interface SeededSnapshot {
  restore(): Promise<boolean>;
}

export async function takeSeededSnapshot(db: Database): Promise<SeededSnapshot> {
  // Beside the test schema on PostgreSQL (dropped with it), or in the database's own 'test_seeded'.
  const [row] = await rows<{ schema: string }>(db, 'select current_schema() as schema');
  const schema = row!.schema;
  const snapshotSchema = `${schema === 'public' ? 'test' : schema}_seeded`;
  const tables = await rows<{ name: string; columns: string }>(
    db,
    `select c.relname as name,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
      group by c.relname
      order by c.relname`,
  );
  await db.execute(sql.raw(`create schema ${snapshotSchema}`));
  for (const { name } of tables) {
    await db.execute(sql.raw(`create table ${snapshotSchema}.${quote(name)} as table ${quote(name)}`));
  }
  const sequences = await rows<{ name: string }>(
    db,
    `select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'S'`,
  );
  const positions: string[] = [];
  for (const { name } of sequences) {
    const [position] = await rows<{ last_value: string; is_called: boolean }>(
      db,
      `select last_value, is_called from ${quote(name)}`,
    );
    positions.push(`perform setval('${quote(name)}', ${position!.last_value}, ${position!.is_called});`);
  }
  // Triggers are off while the rows go back ('replica'): the roll-up triggers would count every order twice, and the
  // foreign keys hold anyway, since the rows come from a state that satisfied them. DELETE, not TRUNCATE: the tables
  // hold a few rows, and TRUNCATE makes new files for every table and index (0.5 to 1 s a restore on PostgreSQL).
  const statement = `do $restore$ begin
    perform set_config('session_replication_role', 'replica', true);
    perform set_config('synchronous_commit', 'off', true);
    ${tables.map((t) => `delete from ${quote(t.name)};`).join('\n    ')}
    ${tables.map((t) => `insert into ${quote(t.name)} (${t.columns}) select ${t.columns} from ${snapshotSchema}.${quote(t.name)};`).join('\n    ')}
    ${positions.join('\n    ')}
  end $restore$`;
  const fingerprint = await structureFingerprint(db);
  return {
    async restore() {
      await db.execute(sql.raw(statement));
      return (await structureFingerprint(db)) === fingerprint;
    },
  };
}

/** Tables, columns, constraints, indexes, triggers (and whether each is enabled) and functions of the schema. */
async function structureFingerprint(db: Database): Promise<string> {
  const [row] = await rows<{ fingerprint: string }>(
    db,
    `select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
       select c.relname || ':' || c.relkind::text || ':' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) as item
         from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relnamespace = current_schema()::regnamespace
       union all
       select conname || ':' || pg_get_constraintdef(oid) from pg_constraint
        where connamespace = current_schema()::regnamespace
       union all
       select t.tgname || ':' || t.tgenabled::text from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = current_schema()::regnamespace
       union all
       select p.proname || ':' || md5(p.prosrc) from pg_proc p where p.pronamespace = current_schema()::regnamespace
     ) structure`,
  );
  return row!.fingerprint;
}

async function rows<T>(db: Database, statement: string): Promise<T[]> {
  return ((await db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
