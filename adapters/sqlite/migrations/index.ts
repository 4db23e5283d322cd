/**
 * Versioned schema migrations, one file each, listed here in order.
 * Kept as TypeScript strings so the single-executable bundle carries them.
 */
import { m001 } from './001-accounts-ledger-estimates.js';
import { m002 } from './002-webhooks-events.js';
import { m003 } from './003-key-pause.js';
import { m004 } from './004-records.js';
import { m005 } from './005-usage.js';
import { m006 } from './006-estimate-leases.js';
import { m007 } from './007-usage-credits.js';
import { m008 } from './008-endpoint-health.js';
import { m009 } from './009-one-write-indexed-lists.js';
import { m010 } from './010-delivery-lease-owner.js';
import { m011 } from './011-idempotency-rowid.js';
import { m012 } from './012-credit-lots-in-order.js';
import { m013 } from './013-one-list-index.js';
import { m014 } from './014-auth-version.js';
import type { Migration } from './migration.js';

export const migrations: Migration[] = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m011, m012, m013, m014];
