/** The storage side of the credit ledger (live only). Spending happens inside estimate writes (core/estimates/storage-port.ts). */

export interface CreditLotRecord {
  id: string;
  accountId: string;
  source: string;
  initialCredits: number;
  remainingCredits: number;
  expiresAt: number | null;
  createdAt: number;
}

/** An account's lots and held credits, read together. */
export interface CreditBalance {
  lots: CreditLotRecord[];
  held: number;
}

export interface LedgerStorage {
  grantCredits(lot: CreditLotRecord): Promise<void>;
  listCreditLots(accountId: string): Promise<CreditLotRecord[]>;
  heldCredits(accountId: string): Promise<number>;
  /**
   * The lots (as `listCreditLots`) and the held credits (as `heldCredits`) in one read: GET /v1/balance.
   * Answered without a promise when the adapter has it at hand (a synchronous driver, a read cache). While
   * nothing changed, an adapter may answer the same object again (readers must not modify it).
   */
  creditBalance(accountId: string): Promise<CreditBalance> | CreditBalance;
}
