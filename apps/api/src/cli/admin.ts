// `npm run admin -- create --email <e-mail> --name <name> [--role admin] [--password <password>]`:
// a staff account made on the database directly — the first admin of a new shop (the rest are
// made in /admin). Stop a shop on the embedded database first: it holds that database alone.
import { randomBytes } from 'node:crypto';
import { migrateToLatest } from '@kilau/db';
import { messagesFor } from '@kilau/domain';
import { staffCreateSchema } from '@kilau/domain/admin';
import { toFieldErrors } from '@kilau/domain/accounts';
import { parseEnv } from '../config/env';
import { createStaffAccount } from '../modules/admin';
import { openDatabase } from '../shop-process';
import { parseArgs } from './ops-commands';

const USAGE = `Usage: npm run admin -- create --email <e-mail> --name <name> [--role <role>] [--password <password>]

Roles: admin (default), merchandiser, operations, support, content. Without --password one is
made and printed once. The account enrols an authenticator at its first sign-in to /admin.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, flags } = parseArgs(argv);
  if (positionals[0] !== 'create' || !flags.email || !flags.name) {
    console.error(USAGE);
    return 2;
  }
  const password = flags.password ?? randomBytes(12).toString('base64url');
  const parsed = staffCreateSchema(messagesFor('en')).safeParse({
    email: flags.email,
    name: flags.name,
    role: flags.role ?? 'admin',
    password,
  });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(toFieldErrors(parsed.error))) {
      console.error(`${field}: ${message}`);
    }
    return 2;
  }
  const database = await openDatabase(parseEnv(process.env), { purpose: 'prepare' });
  try {
    await migrateToLatest(database.db);
    if (!(await createStaffAccount(database.db, parsed.data, new Date()))) {
      console.error(`A staff account with ${parsed.data.email} exists already.`);
      return 1;
    }
  } finally {
    await database.close();
  }
  console.log(`Made ${parsed.data.role} ${parsed.data.email}.`);
  if (!flags.password) console.log(`Password (shown once): ${password}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
