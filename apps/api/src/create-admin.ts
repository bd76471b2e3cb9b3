/**
 * Creates (or promotes) the first superuser: `npm run create-admin -- --email a@b.c --password '…'`.
 * Email and password may also come from ADMIN_EMAIL / ADMIN_PASSWORD (preferred for the password: command
 * arguments are visible to other users of the machine). `--reset-password` also sets the password of an
 * account that already exists. Uses the same database settings as the server (DATA_DIR or DATABASE_URL);
 * stop a server running on the embedded database first, since only one process can open it.
 */
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '@paytable/contracts';
import { openDatabase } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { ensureSuperuser } from './modules/auth/index';

const usage = 'Usage: npm run create-admin -- --email <email> [--password <password>] [--username <name>] [--reset-password]\n' +
  '       (email and password default to ADMIN_EMAIL and ADMIN_PASSWORD)';

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const email = emailSchema.safeParse(values.email ?? positionals[0] ?? process.env.ADMIN_EMAIL ?? '');
  const password = passwordSchema.safeParse(values.password ?? positionals[1] ?? process.env.ADMIN_PASSWORD ?? '');
  const problems = [
    ...(email.success ? [] : email.error.issues.map((issue) => `email: ${issue.message}`)),
    ...(password.success ? [] : password.error.issues.map((issue) => `password: ${issue.message}`)),
  ];
  if (!email.success || !password.success) {
    console.error(`${problems.join('\n')}\n\n${usage}`);
    process.exitCode = 1;
    return;
  }

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const result = await ensureSuperuser(database.db, {
      email: email.data,
      password: password.data,
      username: values.username,
      resetPassword: values['reset-password'],
    });
    console.log(
      result.created
        ? `Superuser ${email.data} created (id ${result.userId}).`
        : `Account ${email.data} exists (id ${result.userId}): it now holds ROLE_ADMIN and ROLE_SUPERUSER${values['reset-password'] ? ' and the new password' : ''}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
