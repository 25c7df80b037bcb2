import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { databaseError } from '../lib/db-errors.ts';

/** What running `statement` threw, or undefined when it ran. */
function errorOf(db: Database, statement: SQL): Promise<unknown> {
  return db.execute(statement).then(
    () => undefined,
    (e: unknown) => e,
  );
}

/** The error the database refused `statement` with, or undefined when it ran: for tests of constraints and triggers. */
export async function databaseRefusal(db: Database, statement: SQL): Promise<ReturnType<typeof databaseError>> {
  return databaseError(await errorOf(db, statement));
}

/** The constraint (or, where none is named, the SQLSTATE) the database refused `statement` with; throws when it ran. */
export async function refusedConstraint(db: Database, statement: SQL): Promise<string> {
  const error = await errorOf(db, statement);
  const found = databaseError(error);
  if (!found) throw new Error(`the database accepted it (${String(error)})`);
  return String(found.constraint ?? found.code);
}
