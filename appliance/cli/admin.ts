import type { EstimateService } from '../../core/index.js';
import type { Sealer } from '../../core/crypto/sealer.js';
import { renderKey } from '../../core/notices/keys.js';
import type { OpsPort } from '../../core/ops/port.js';
import type { AccountRecord, CreditLotRecord, Storage } from '../../core/ports.js';
import { backupDatabase } from '../ops/backup.js';
import { integerFlag, optionalDate, optionalString, stringFlag, UsageError, type OptionSpec, type Values } from './args.js';
import { progressLine } from './progress.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function renderAccountRecord(a: AccountRecord) {
  return {
    id: a.id,
    object: 'account',
    name: a.name,
    email: a.email,
    api_version: a.apiVersion,
    created_at: iso(a.createdAt),
    terms_accepted_at: iso(a.termsAcceptedAt),
    terms_version: a.termsVersion,
    suspended_at: iso(a.suspendedAt),
    records_addon: a.recordsAddon,
  };
}

const renderLot = (lot: CreditLotRecord) => ({
  id: lot.id,
  object: 'credit_lot',
  source: lot.source,
  initial_credits: lot.initialCredits,
  remaining_credits: lot.remainingCredits,
  expires_at: iso(lot.expiresAt),
  created_at: iso(lot.createdAt),
});

/** What an admin command works on: the composed service and the database's ops port. */
export interface AdminContext {
  service: EstimateService;
  storage: Storage;
  ops: OpsPort;
  sealer: Sealer;
  /** The key(s) in use, base64, comma-separated: `backup` carries them beside the copy. */
  keys: () => string;
}

export interface AdminCommand {
  /** Flags after the command words, shown in --help. */
  usage: string;
  options: OptionSpec;
  /** Plain words the command takes after its own (`addon enable ... records`). */
  positionals?: number;
  run(ctx: AdminContext, values: Values, positionals: string[]): Promise<unknown>;
}

const s = { type: 'string' } as const;
const b = { type: 'boolean' } as const;
const list = (url: string, data: unknown[]) => ({ object: 'list', url, data, has_more: false });

/** `admin ...` commands of decisions.md: the table drives parsing, --help and dispatch. */
export const adminCommands: Record<string, AdminCommand> = {
  'account create': {
    usage: '--name N --email E [--terms-accepted] [--created-at ISO]',
    options: { name: s, email: s, 'terms-accepted': b, 'created-at': s },
    run: async ({ service }, v) =>
      renderAccountRecord(
        await service.accounts.createAccount({
          name: stringFlag(v, 'name'),
          email: stringFlag(v, 'email'),
          termsAccepted: v['terms-accepted'] === true,
          createdAt: optionalDate(v, 'created-at'),
        }),
      ),
  },
  'account list': {
    usage: '',
    options: {},
    run: async ({ ops }) => list('accounts', (await ops.listAccounts()).map(renderAccountRecord)),
  },
  'account suspend': {
    usage: '--account ID',
    options: { account: s },
    run: async ({ service }, v) => renderAccountRecord(await service.accounts.setSuspended(stringFlag(v, 'account'), true)),
  },
  'account unsuspend': {
    usage: '--account ID',
    options: { account: s },
    run: async ({ service }, v) => renderAccountRecord(await service.accounts.setSuspended(stringFlag(v, 'account'), false)),
  },
  'key create': {
    usage: '--account ID --env test|live [--scopes s1,s2] [--expires-at ISO]',
    options: { account: s, env: s, scopes: s, 'expires-at': s },
    async run({ service }, v) {
      const env = stringFlag(v, 'env');
      if (env !== 'test' && env !== 'live') throw new UsageError('--env must be test or live');
      const scopes = optionalString(v, 'scopes')
        ?.split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      return service.accounts.createKey({
        accountId: stringFlag(v, 'account'),
        environment: env,
        scopes,
        expiresAt: optionalDate(v, 'expires-at'),
      });
    },
  },
  'key list': {
    usage: '--account ID',
    options: { account: s },
    async run({ service, ops }, v) {
      const account = await service.accounts.getAccount(stringFlag(v, 'account'));
      // Only hashes are stored: a listing shows ids, last 4 characters and state, never a key.
      return list(
        'api_keys',
        (await ops.listApiKeys(account.id)).map((k) => ({ ...renderKey(k), revoked_at: iso(k.revokedAt), paused_at: iso(k.pausedAt) })),
      );
    },
  },
  'key rotate': {
    usage: '--key ID [--expires-in-hours H]',
    options: { key: s, 'expires-in-hours': s },
    run: ({ service }, v) => service.accounts.rotateKey(stringFlag(v, 'key'), integerFlag(v, 'expires-in-hours', 24)),
  },
  'key revoke': { usage: '--key ID', options: { key: s }, run: ({ service }, v) => service.accounts.revokeKey(stringFlag(v, 'key')) },
  'key pause': {
    usage: '--key ID',
    options: { key: s },
    run: ({ service }, v) => service.accounts.setKeyPaused(stringFlag(v, 'key'), true),
  },
  'key resume': {
    usage: '--key ID',
    options: { key: s },
    run: ({ service }, v) => service.accounts.setKeyPaused(stringFlag(v, 'key'), false),
  },
  'credits grant': {
    usage: '--account ID --credits N [--expires-at ISO]',
    options: { account: s, credits: s, 'expires-at': s },
    run: ({ service }, v) =>
      service.grantCredits({
        accountId: stringFlag(v, 'account'),
        credits: integerFlag(v, 'credits'),
        expiresAt: optionalDate(v, 'expires-at'),
      }),
  },
  'credits list': {
    usage: '--account ID',
    options: { account: s },
    async run({ service, storage }, v) {
      const account = await service.accounts.getAccount(stringFlag(v, 'account'));
      return list('credit_lots', (await storage.listCreditLots(account.id)).map(renderLot));
    },
  },
  'addon enable': {
    usage: '--account ID records',
    options: { account: s, addon: s },
    positionals: 1,
    run: async ({ service }, v, words) =>
      renderAccountRecord(await service.accounts.setRecordsAddon(stringFlag(v, 'account'), addonName(v, words) && true)),
  },
  'addon disable': {
    usage: '--account ID records',
    options: { account: s, addon: s },
    positionals: 1,
    run: async ({ service }, v, words) =>
      renderAccountRecord(await service.accounts.setRecordsAddon(stringFlag(v, 'account'), !addonName(v, words))),
  },
  'terms accept': {
    usage: '--account ID',
    options: { account: s },
    run: async ({ service }, v) => renderAccountRecord(await service.accounts.acceptTerms(stringFlag(v, 'account'))),
  },
  'encryption rotate': {
    usage: '(new key first in ESTIMATE_ENCRYPTION_KEY=new,old)',
    options: {},
    async run({ service }) {
      // One transaction: there is no per-row progress to show, only that it is working and when it is done.
      const progress = progressLine('encryption rotate');
      progress.note('re-sealing every encrypted value with the first key...');
      const done = await service.reencryptAll();
      progress.done(
        `done (${done.customers} customers, ${done.webhookEndpoints} webhook endpoints, ${done.idempotentAnswers} stored answers)`,
      );
      return {
        object: 'reencryption',
        customers: done.customers,
        webhook_endpoints: done.webhookEndpoints,
        idempotent_answers: done.idempotentAnswers,
      };
    },
  },
  backup: {
    usage: '--to FILE   (writes FILE and its key file FILE.key, mode 0600)',
    options: { to: s },
    run: (ctx, v) => backupDatabase(ctx, stringFlag(v, 'to')),
  },
};

/** The only add-on is `records`; `true` when named, usage error otherwise. */
function addonName(values: Values, words: string[]): true {
  const name = words[0] ?? optionalString(values, 'addon');
  if (name !== 'records') throw new UsageError('the only add-on is `records`');
  return true;
}

/** The command a list of words names: `backup` is one word, the others two. */
export function findAdminCommand(words: string[]): { name: string; command: AdminCommand } | null {
  for (const name of [words[0] ?? '', `${words[0]} ${words[1]}`]) {
    const command = adminCommands[name];
    if (command) return { name, command };
  }
  return null;
}
