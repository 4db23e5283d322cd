/**
 * Versioned PostgreSQL migrations, one file each, in order. TypeScript strings
 * so a bundle carries them. Text keys that lists order by are COLLATE "C", so
 * pages follow byte order (as in SQLite) whatever the database's locale.
 */
import { m001 } from './001-accounts-ledger-estimates.js';
import { m002 } from './002-webhooks-events.js';
import { m003 } from './003-records.js';
import { m004 } from './004-usage.js';
import { m005 } from './005-usage-credits.js';
import { m006 } from './006-endpoint-health.js';
import { m007 } from './007-one-write-indexed-lists.js';
import { m008 } from './008-credits-bigint.js';
import { m009 } from './009-delivery-lease-owner.js';
import { m010 } from './010-credit-lots-in-order.js';
import { m011 } from './011-one-list-index.js';
import type { Migration } from './migration.js';

export const migrations: Migration[] = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m011];
