import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createAppContext, type AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** Every relation a plan names, however deep (subqueries, CTEs, joins). */
function relationsOf(plan: unknown, into: Set<string>): void {
  if (Array.isArray(plan)) for (const item of plan) relationsOf(item, into);
  else if (plan && typeof plan === 'object') {
    for (const [key, value] of Object.entries(plan)) {
      if (key === 'Relation Name' && typeof value === 'string') into.add(value);
      else relationsOf(value, into);
    }
  }
}

/**
 * The tables a read touches, as PostgreSQL plans its statements: `read` gets an app context on the test app's own
 * PGlite database whose every statement is written down, and each SELECT it sent (bar those `skip` names) is
 * EXPLAINed. For tests that keep a cache's dependencies in step with the read it caches.
 */
export async function tablesRead(
  t: TestApp,
  read: (ctx: AppContext) => Promise<unknown>,
  skip: (sql: string) => boolean = () => false,
): Promise<Set<string>> {
  const client = (t.db as unknown as { $client: PGlite }).$client;
  const statements: { sql: string; params: unknown[] }[] = [];
  const logged = drizzle(client, {
    schema,
    logger: { logQuery: (query, params) => statements.push({ sql: query, params }) },
  }) as unknown as Database;
  await read(createAppContext({ config: t.config, db: logged }));
  const touched = new Set<string>();
  for (const { sql, params } of statements) {
    if (!/^\s*(select|with)\b/i.test(sql) || skip(sql)) continue;
    const explained = await client.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
    relationsOf(explained.rows[0]!['QUERY PLAN'], touched);
    for (const body of await functionQueries(client, sql)) {
      const inner = await client.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${body}`, params);
      relationsOf(inner.rows[0]!['QUERY PLAN'], touched);
    }
  }
  return touched;
}

/**
 * A plan shows a call of one of our PL/pgSQL functions (store_read, migration 0025) but not what the function reads:
 * its `RETURN (query)` is read from the catalogue, its arguments as $1, $2, ... (the call passes the statement's own
 * parameters in order, as every such call of ours does).
 */
async function functionQueries(client: PGlite, sql: string): Promise<string[]> {
  const names = [...sql.matchAll(/\b(\w+)\s*\(/g)].map((m) => m[1]!.toLowerCase());
  if (names.length === 0) return [];
  const functions = await client.query<{ source: string; args: string[] | null }>(
    `select p.prosrc as source, p.proargnames as args from pg_proc p join pg_language l on l.oid = p.prolang
     where l.lanname = 'plpgsql' and p.proname = any($1) and p.pronamespace = any(current_schemas(false)::regnamespace[])`,
    [names],
  );
  return functions.rows.flatMap(({ source, args }) => {
    const body = /RETURN\s*\(([\s\S]*)\);\s*END/i.exec(source)?.[1];
    if (!body) return [];
    return [(args ?? []).reduce((text, arg, i) => text.replaceAll(new RegExp(`\\b${arg}\\b`, 'g'), `$${i + 1}`), body)];
  });
}
