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

export interface LedgerStorage {
  grantCredits(lot: CreditLotRecord): Promise<void>;
  listCreditLots(accountId: string): Promise<CreditLotRecord[]>;
  heldCredits(accountId: string): Promise<number>;
  /** The lots (as `listCreditLots`) and the held credits (as `heldCredits`) in one read: GET /v1/balance. */
  creditBalance(accountId: string): Promise<{ lots: CreditLotRecord[]; held: number }>;
}
