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
}
