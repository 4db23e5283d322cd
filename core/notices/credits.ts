import type { Emit } from '../events/emitter.js';
import { readBalance } from '../ledger/balance.js';
import type { LedgerStorage } from '../ledger/storage-port.js';
import type { Clock } from '../ports.js';
import type { NoticeStorage } from './storage-port.js';

/** credits.low fires at or under this share of what the unexpired lots started with. */
export const lowCreditsRatio = 0.2;

/**
 * Hourly: `credits.low` once per account when live credits fall to 20% or less
 * of what the unexpired lots started with; the flag clears when credits are added.
 */
export async function checkLowCredits(deps: { storage: NoticeStorage & LedgerStorage; clock: Clock; emit: Emit }): Promise<number> {
  const now = deps.clock.now().getTime();
  let sent = 0;
  for (const state of await deps.storage.listLiveCreditStates(now)) {
    if (state.lowNotified || state.started === 0 || state.available > state.started * lowCreditsRatio) continue;
    const balance = await readBalance(deps.storage, state.accountId, now);
    await deps.emit({
      scope: { accountId: state.accountId, environment: 'live' },
      type: 'credits.low',
      apiVersion: state.apiVersion,
      object: balance,
    });
    await deps.storage.setCreditsLowNotified(state.accountId, true);
    sent++;
  }
  return sent;
}

/** `credits.exhausted` right after a live charge leaves nothing. */
export async function announceIfExhausted(
  deps: { storage: LedgerStorage; clock: Clock; emit: Emit },
  account: { id: string; apiVersion: string },
  remaining: number,
): Promise<void> {
  if (remaining > 0) return;
  const balance = await readBalance(deps.storage, account.id, deps.clock.now().getTime());
  await deps.emit({
    scope: { accountId: account.id, environment: 'live' },
    type: 'credits.exhausted',
    apiVersion: account.apiVersion,
    object: balance,
  });
}
