/** The storage side of accounts and API keys. One call is one transaction. */
import type { Environment } from '../estimates/types.js';

export interface AccountRecord {
  id: string;
  name: string;
  email: string;
  apiVersion: string;
  createdAt: number;
  termsAcceptedAt: number | null;
  termsVersion: string | null;
  suspendedAt: number | null;
  recordsAddon: boolean;
}

export type AccountPatch = Partial<Pick<AccountRecord, 'termsAcceptedAt' | 'termsVersion' | 'suspendedAt' | 'recordsAddon'>>;

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  environment: Environment;
  /** SHA-256 of the whole key; the key itself is never stored. */
  hash: string;
  /** Last four characters, to recognise a key in listings. */
  last4: string;
  scopes: string[];
  createdAt: number;
  expiresAt: number | null;
  revokedAt: number | null;
  /** Set when suspicious-activity detection paused the key (403 api_key_paused until an operator resumes it). */
  pausedAt: number | null;
}

/** A key found by its hash, with its account. */
export interface FoundKey {
  key: ApiKeyRecord;
  account: AccountRecord;
}

export interface AccountsStorage {
  createAccount(account: AccountRecord): Promise<void>;
  getAccount(id: string): Promise<AccountRecord | null>;
  updateAccount(id: string, patch: AccountPatch): Promise<AccountRecord | null>;
  countAccounts(): Promise<number>;
  createApiKey(key: ApiKeyRecord): Promise<void>;
  getApiKey(id: string): Promise<ApiKeyRecord | null>;
  /** Answered without a promise when the adapter has the key cached (every request authenticates). */
  findApiKeyByHash(hash: string): Promise<FoundKey | null> | FoundKey;
  /** Creates `replacement` and sets the old key's expiry, atomically. */
  rotateApiKey(oldKeyId: string, oldExpiresAt: number, replacement: ApiKeyRecord): Promise<void>;
  revokeApiKey(id: string, at: number): Promise<ApiKeyRecord | null>;
  /** Pauses (`at`) or resumes (null) a key. */
  setApiKeyPaused(id: string, at: number | null): Promise<ApiKeyRecord | null>;
}
