/**
 * `npm run staff -- <command> [options]`: staff actions on the configured database (DATA_DIR or
 * DATABASE_URL, as for the server), through the same domain functions as the staff API, with
 * `staff:<id>` of the named account in every history row and refund record.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CARRIERS, TRACKING_STATES } from '../contract/logistics';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import {
  changeAddressCommand,
  createStaffCommand,
  historyCommand,
  ordersCommand,
  refundCommand,
  resendRefundCommand,
  shipCommand,
  trackCommand,
  UsageError,
  verifyAuditCommand,
  type CommandResult,
  type Options,
} from './staff-commands';
import { BOOKING_COMMANDS, BOOKING_OPTIONS, BOOKING_USAGE, bookingCommand } from './staff-booking-commands';

const USAGE = `Usage: npm run staff -- <command> [options]

Commands:
  create-staff    --username <name> --name <display name> [--role owner|shop|bookings|content|auditor]
                  password from STAFF_PASSWORD, or --password-stdin (first line of standard input);
                  default role owner (the first owner invites the others in the console at /staff/);
                  the account enrols an authenticator app (TOTP) at its first sign-in
  verify-audit    recomputes the audit trail's hash chain: OK with the row count, or the first
                  broken row (and exit code 1)
  ship            --staff <username> --order <order no> --company <carrier> --number <tracking no>
  track           --staff <username> --order <order no> --state <code or name> --context <text>
                  [--time "YYYY-MM-DD HH:mm" (Beijing time; default now)]
  change-address  --staff <username> --order <order no> --consignee <name> --mobile <phone>
                  --province <code> --city <code> --area <code> --details <street> [--zip <postcode>]
                  a not-yet-shipped order's receiver (region codes as in the address book)
  approve-refund  --staff <username> --order <order no> --remark <reason>
  reject-refund   --staff <username> --order <order no> --remark <reason>
  resend-refund   --staff <username> --refund <out_refund_no> --remark <reason>
                  a refund the payment provider could not make (escalated to staff), sent again
  orders          [--status <code>] [--page <n>] [--size <n, at most 100>]
  history         --order <order no>

${BOOKING_USAGE}

Carriers: ${CARRIERS.join(', ')}
Tracking states: ${Object.entries(TRACKING_STATES).map(([name, code]) => `${code} ${name}`).join(', ')}
Order statuses: 5 unpaid, 6 cancelled, 7 closed, 8 after-sales, 10 paid, 15 shipped, 20 completed, 25 refunded

The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (default data/).
An embedded database opens in one process at a time: stop the server first, or use the staff API.`;

const OPTIONS = {
  username: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  staff: { type: 'string' },
  order: { type: 'string' },
  company: { type: 'string' },
  number: { type: 'string' },
  state: { type: 'string' },
  context: { type: 'string' },
  time: { type: 'string' },
  remark: { type: 'string' },
  refund: { type: 'string' },
  status: { type: 'string' },
  page: { type: 'string' },
  size: { type: 'string' },
  consignee: { type: 'string' },
  mobile: { type: 'string' },
  province: { type: 'string' },
  city: { type: 'string' },
  area: { type: 'string' },
  details: { type: 'string' },
  zip: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  ...BOOKING_OPTIONS,
} as const;

function passwordOf(stdin: boolean): string {
  if (stdin) return readFileSync(0, 'utf8').split(/\r?\n/)[0] ?? '';
  const fromEnv = process.env.STAFF_PASSWORD;
  if (!fromEnv) throw new UsageError('create-staff needs the password in STAFF_PASSWORD or on standard input with --password-stdin');
  return fromEnv;
}

async function run(db: Db, command: string, options: Options, stdinPassword: boolean): Promise<CommandResult> {
  switch (command) {
    case 'create-staff':
      return createStaffCommand(db, options, passwordOf(stdinPassword));
    case 'verify-audit':
      return verifyAuditCommand(db);
    case 'ship':
      return shipCommand(db, options);
    case 'track':
      return trackCommand(db, options);
    case 'change-address':
      return changeAddressCommand(db, options);
    case 'approve-refund':
      return refundCommand(db, options, true);
    case 'reject-refund':
      return refundCommand(db, options, false);
    case 'resend-refund':
      return resendRefundCommand(db, options);
    case 'orders':
      return ordersCommand(db, options);
    case 'history':
      return historyCommand(db, options);
    default:
      if ((BOOKING_COMMANDS as readonly string[]).includes(command)) return bookingCommand(db, command as (typeof BOOKING_COMMANDS)[number], options);
      throw new UsageError(`unknown command "${command}"`);
  }
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...extra] = parsed.positionals;
  if (parsed.values.help || !command) {
    (command ? console.log : console.error)(USAGE);
    return command ? 0 : 2;
  }
  if (extra.length > 0) {
    console.error(`unexpected argument "${extra[0]}" (values go after their --option)\n\n${USAGE}`);
    return 2;
  }
  let db: Db;
  try {
    const config = loadConfig();
    db = await openDatabase(config);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `cannot open the database: ${(error as Error).message}`);
    return 1;
  }
  try {
    await migrate(db);
    // a refund decided here is recorded with the order; the server's payment work sends it to
    // the payment provider on its next round
    const { help: _help, 'password-stdin': stdinPassword, ...values } = parsed.values;
    const result = await run(db, command, values, stdinPassword === true);
    (result.ok ? console.log : console.error)(result.lines.join('\n'));
    return result.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${command}: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(`${command} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
