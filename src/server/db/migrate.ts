import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as core from './migrations/0001-core';
import * as content from './migrations/0002-content';
import * as account from './migrations/0003-account';
import * as wechat from './migrations/0004-wechat';
import * as addresses from './migrations/0005-addresses';
import * as uploads from './migrations/0006-uploads';
import * as contact from './migrations/0007-contact';
import * as shop from './migrations/0008-shop';
import * as orders from './migrations/0009-orders';
import * as payments from './migrations/0010-payments';
import * as aftersales from './migrations/0011-aftersales';
import * as bookings from './migrations/0012-bookings';
import * as stays from './migrations/0013-stays';
import * as bookingSubmit from './migrations/0014-booking-submit';
import * as promotions from './migrations/0014-promotions';
import * as statusState from './migrations/0017-status-state';
import * as moneyMachines from './migrations/0018-money-machines';
import * as moneyBack from './migrations/0019-money-back';
import * as staffEvents from './migrations/0020-staff-events';
import * as staffConsole from './migrations/0021-staff-console';
import * as staffWork from './migrations/0022-staff-work';
// content editing (issue 14)
import * as contentVersions from './migrations/0024-content-versions';
import * as contentRotations from './migrations/0025-content-rotations';
import * as contentSections from './migrations/0026-content-sections';
import * as siteTexts from './migrations/0027-site-texts';
import * as stockHistory from './migrations/0023-stock-history';
import * as ownCapacity from './migrations/0028-own-capacity';
import * as orderListIndex from './migrations/0029-order-list-index';
import * as sessionRevocation from './migrations/0030-session-revocation';
import * as gettingThere from './migrations/0031-getting-there';
import * as adultConfirmation from './migrations/0032-adult-confirmation';
import * as memberMessages from './migrations/0033-member-messages';
import * as orderInvoices from './migrations/0034-order-invoices';
import * as bookingReschedules from './migrations/0035-booking-reschedules';
import * as stockClaimRefusal from './migrations/0036-stock-claim-refusal';
import * as holderPhoneIndexes from './migrations/0037-holder-phone-indexes';
import * as stockClaimFunction from './migrations/0038-stock-claim-function';
import * as orderItemWineCheckAtCommit from './migrations/0039-order-item-wine-check-at-commit';

/** Numbered migrations, in order. Never edit one that has shipped: add the next. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-core': core,
  '0002-content': content,
  '0003-account': account,
  '0004-wechat': wechat,
  '0005-addresses': addresses,
  '0006-uploads': uploads,
  '0007-contact': contact,
  '0008-shop': shop,
  '0009-orders': orders,
  '0010-payments': payments,
  '0011-aftersales': aftersales,
  '0012-bookings': bookings,
  '0013-stays': stays,
  '0014-booking-submit': bookingSubmit,
  '0014-promotions': promotions,
  '0017-status-state': statusState,
  '0018-money-machines': moneyMachines,
  '0019-money-back': moneyBack,
  '0020-staff-events': staffEvents,
  '0021-staff-console': staffConsole,
  '0022-staff-work': staffWork,
  '0024-content-versions': contentVersions,
  '0025-content-rotations': contentRotations,
  '0026-content-sections': contentSections,
  '0027-site-texts': siteTexts,
  '0023-stock-history': stockHistory,
  '0028-own-capacity': ownCapacity,
  '0029-order-list-index': orderListIndex,
  '0030-session-revocation': sessionRevocation,
  '0031-getting-there': gettingThere,
  '0032-adult-confirmation': adultConfirmation,
  '0033-member-messages': memberMessages,
  '0034-order-invoices': orderInvoices,
  '0035-booking-reschedules': bookingReschedules,
  '0036-stock-claim-refusal': stockClaimRefusal,
  '0037-holder-phone-indexes': holderPhoneIndexes,
  '0038-stock-claim-function': stockClaimFunction,
  '0039-order-item-wine-check-at-commit': orderItemWineCheckAtCommit,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Migrates up to and including `name` only — for tests of a migration's backfill on rows the earlier schema held. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/**
 * Whether the database has run exactly these migrations: one query, where Kysely's migrator reads
 * the catalog to check its tables and takes its lock (≈ 1 s on PGlite) even when there is
 * nothing to run — every warm start's case. Anything else (no table yet, a migration to run, one
 * this code does not know) is the migrator's to handle or refuse, as before.
 */
async function upToDate(db: Db): Promise<boolean> {
  let done: string[];
  try {
    done = (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name);
  } catch {
    return false;
  }
  const names = Object.keys(MIGRATIONS);
  return done.length === names.length && names.every((name) => done.includes(name));
}

export async function migrate(db: Db): Promise<void> {
  if (await upToDate(db)) return;
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
