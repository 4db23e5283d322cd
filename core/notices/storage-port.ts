/** The storage side of notices: state behind the credits.* and api_key.expiring events. */
import type { AccountRecord, ApiKeyRecord } from '../accounts/storage-port.js';

export interface LiveCreditState {
  accountId: string;
  ownerEmail: string;
  apiVersion: string;
  /** Credits left in unexpired lots. */
  available: number;
  /** What the unexpired lots started with. */
  started: number;
  lowNotified: boolean;
}

export interface NoticeStorage {
  listLiveCreditStates(now: number): Promise<LiveCreditState[]>;
  /** Remembers that credits.low was sent (cleared when credits are granted). */
  setCreditsLowNotified(accountId: string, notified: boolean): Promise<void>;
  /** Keys expiring before `horizon` not yet announced; they are marked announced. */
  claimExpiringKeys(now: number, horizon: number): Promise<Array<{ key: ApiKeyRecord; account: AccountRecord }>>;
}
