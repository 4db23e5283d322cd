import type { EstimateService } from '../../core/index.js';
import type { AccountRecord } from '../../core/ports.js';
import { integerFlag, optionalDate, optionalString, stringFlag, UsageError } from './args.js';
import type { SqliteDatabase } from '../../adapters/sqlite/database.js';
import { backupDatabase } from '../ops/backup.js';

type Flags = Record<string, string | true>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function renderAccountRecord(a: AccountRecord) {
  return {
    id: a.id, object: 'account', name: a.name, email: a.email, api_version: a.apiVersion, created_at: iso(a.createdAt),
    terms_accepted_at: iso(a.termsAcceptedAt), terms_version: a.termsVersion, suspended_at: iso(a.suspendedAt), records_addon: a.recordsAddon,
  };
}

/** `admin ...` commands of decisions.md; each returns the JSON to print. */
export async function runAdmin(service: EstimateService, words: string[], flags: Flags, storage?: { db?: SqliteDatabase }): Promise<unknown> {
  const { accounts } = service;
  const [noun, verb, extra] = words;
  // `backup` is one word: the database as a whole, not an account's data.
  if (noun === 'backup' && verb === undefined) {
    if (!storage) throw new UsageError('backup needs the database connection');
    if (!storage.db) throw new Error('backup copies a SQLite database file; back PostgreSQL up with pg_dump');
    return backupDatabase(storage.db, stringFlag(flags, 'to'));
  }
  switch (`${noun} ${verb}`) {
    case 'account create':
      return renderAccountRecord(await accounts.createAccount({
        name: stringFlag(flags, 'name'), email: stringFlag(flags, 'email'),
        termsAccepted: flags['terms-accepted'] === true, createdAt: optionalDate(flags, 'created-at'),
      }));
    case 'account suspend':
    case 'account unsuspend':
      return renderAccountRecord(await accounts.setSuspended(stringFlag(flags, 'account'), verb === 'suspend'));
    case 'key create': {
      const env = stringFlag(flags, 'env');
      if (env !== 'test' && env !== 'live') throw new UsageError('--env must be test or live');
      const scopes = optionalString(flags, 'scopes')?.split(',').map((s) => s.trim()).filter(Boolean);
      return accounts.createKey({ accountId: stringFlag(flags, 'account'), environment: env, scopes, expiresAt: optionalDate(flags, 'expires-at') });
    }
    case 'key rotate':
      return accounts.rotateKey(stringFlag(flags, 'key'), integerFlag(flags, 'expires-in-hours', 24));
    case 'key revoke':
      return accounts.revokeKey(stringFlag(flags, 'key'));
    case 'key pause':
    case 'key resume':
      return accounts.setKeyPaused(stringFlag(flags, 'key'), verb === 'pause');
    case 'credits grant':
      return service.grantCredits({ accountId: stringFlag(flags, 'account'), credits: integerFlag(flags, 'credits'), expiresAt: optionalDate(flags, 'expires-at') });
    case 'addon enable':
    case 'addon disable': {
      const name = extra ?? optionalString(flags, 'addon');
      if (name !== 'records') throw new UsageError('the only add-on is `records`');
      return renderAccountRecord(await accounts.setRecordsAddon(stringFlag(flags, 'account'), verb === 'enable'));
    }
    case 'terms accept':
      return renderAccountRecord(await accounts.acceptTerms(stringFlag(flags, 'account')));
    case 'encryption rotate': {
      // Re-seals everything with the first key of ESTIMATE_ENCRYPTION_KEY; afterwards the old keys can be removed.
      const done = await service.reencryptAll();
      return { object: 'reencryption', customers: done.customers, webhook_endpoints: done.webhookEndpoints, idempotent_answers: done.idempotentAnswers };
    }
    default:
      throw new UsageError(`unknown admin command: ${words.join(' ') || '(none)'}`);
  }
}
