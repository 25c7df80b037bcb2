import { userInfo } from 'node:os';
import { isEmail, OPERATOR_ROLES, type OperatorRole } from '@fundshop/core';
import { publicUrlOf, type Config } from '../config.ts';
import { storedAppSecret } from '../db/app-secret.ts';
import type { Database } from '../db/client.ts';
import { Secrets } from '../lib/crypto.ts';
import type { AuditActor } from '../modules/audit/trail.ts';
import { listOperators } from '../modules/operator-account/api-keys.ts';
import { issueSetupLink } from '../modules/operator-account/enrolment.ts';
import { table, UsageError } from './operator-api.ts';
import { withServerDatabase } from './server-database.ts';

/**
 * `npm run operator -- add <email> [--role admin|support] | reset <email> | list`: the platform's operator accounts
 * (docs/decisions/0031). Works on the server's database itself, as the first operator can only be made so; prints
 * the one-time set-up link and queues it as a mail (sent when SMTP_URL is set, on /dev/mail otherwise).
 */
const USAGE = `Usage:
  npm run operator -- add <email> [--role admin|support]
                                  a new operator (support unless --role admin); prints its set-up link, valid 72 h
  npm run operator -- reset <email>
                                  back to the start for a lost phone or password: sessions, password, second factor
                                  and recovery codes go; prints a new set-up link
  npm run operator -- list        every operator: email, role, enrolled or not
Environment: as the server's (DATABASE_URL, or DATA_DIR with the server stopped for the embedded database; PUBLIC_URL,
  else PORT, for the link: http://localhost:$PORT, 3000 without PORT)`;

/** Who acted, in the audit trail: the person at the shell (the database's own access is the authority here). */
const shellActor = (): AuditActor => ({
  role: 'operator',
  id: null,
  label: `npm run operator (${userInfo().username})`,
  network: null,
});

function parseRole(value: string | undefined): OperatorRole {
  const role = OPERATOR_ROLES.find((r) => r === value);
  if (!role) throw new UsageError(`--role takes ${OPERATOR_ROLES.join(' or ')}.`);
  return role;
}

export async function runOperator(args: string[], db: Database, config: Config): Promise<string> {
  const [command, email, ...rest] = args;
  if (command === 'list') {
    const operators = await listOperators({ db });
    if (operators.length === 0) return 'No operators yet: npm run operator -- add <email> --role admin';
    return table(
      ['ID', 'EMAIL', 'ROLE', 'ENROLLED'],
      operators.map((o) => [String(o.id), o.email, o.role, o.enrolled ? 'yes' : 'no (set-up link sent)']),
    );
  }
  if (command !== 'add' && command !== 'reset') {
    throw new UsageError(command ? `Unknown command '${command}'.` : 'No command given.');
  }
  if (!email || !isEmail(email)) throw new UsageError(`${command} needs the operator's email address.`);
  const roleAt = rest.indexOf('--role');
  const role = roleAt >= 0 ? parseRole(rest[roleAt + 1]) : command === 'add' ? 'support' : undefined;
  const appSecret = config.appSecret ?? (await storedAppSecret(db, config.dataDir)).value;
  const { link } = await issueSetupLink({ db, config, secrets: new Secrets(appSecret) }, shellActor(), {
    email,
    role,
    reset: command === 'reset',
  });
  const mailed = config.smtpUrl ? 'mailed to the operator' : 'queued as a mail (without SMTP_URL: see /dev/mail)';
  // The server is not asked (the embedded database is stopped with it): the link names what this environment says.
  const where =
    config.publicUrl === publicUrlOf({ PORT: config.port })
      ? `\nThe link names ${config.publicUrl} (PUBLIC_URL unset, PORT ${config.port}): if the server runs elsewhere, run this command with the server's PUBLIC_URL or PORT.`
      : '';
  return `Set-up link for ${email.toLowerCase()}, ${mailed}; it works once, for 72 hours:\n${link}${where}`;
}

if (import.meta.filename === process.argv[1]) {
  withServerDatabase((db, config) => runOperator(process.argv.slice(2), db, config))
    .then((output) => console.log(output))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      if (error instanceof UsageError) console.error(`\n${USAGE}`);
      process.exit(1);
    });
}
