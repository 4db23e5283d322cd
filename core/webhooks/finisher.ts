import type { Logger, Mailer } from '../ports.js';
import type { ClaimedDelivery, DisabledEndpoint, FinishedAttempt, WebhookStorage } from './storage-port.js';

/** Attempts recorded per storage call at most. */
const maxBatch = 64;
/**
 * The longest an answered attempt waits to be recorded. A busy worker claims
 * its next round well within it (every round of answers, ~48 deliveries), so
 * the answers ride along with that claim instead of a commit of their own; when
 * nothing is left to claim, the worker records what it holds at once (`flushed`).
 */
export const finishWindowMs = 50;

/**
 * Records finished attempts in batches: everything answered within 50 ms (or
 * 64 attempts) is one transaction, or rides along with the worker's next claim
 * if that comes first (`claimWith`). A crash inside that window sends those
 * attempts again, like any attempt in flight. `flushed()` resolves once all are stored.
 */
export function createFinisher(deps: { storage: WebhookStorage; mailer: Mailer; logger: Logger; now: () => number }) {
  let pending: FinishedAttempt[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function announce(disabled: DisabledEndpoint): Promise<void> {
    deps.logger.warn('webhook endpoint disabled after failed retries', { endpoint: disabled.endpointId });
    await deps.mailer
      .send({
        to: disabled.ownerEmail,
        subject: `Webhook endpoint ${disabled.endpointId} was disabled`,
        text:
          `Deliveries to ${disabled.url} failed for three days, so the endpoint ${disabled.endpointId} was disabled and its pending retries stopped.\n` +
          'Fix the endpoint, enable it again (PATCH /v1/webhook_endpoints/{id} with status "active"), then redeliver the events you missed (POST /v1/events/{id}/redeliver).',
      })
      .catch((failure) => deps.logger.error('could not e-mail the account owner', { error: String(failure) }));
  }

  function take(): FinishedAttempt[] {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    return batch;
  }

  function flush(): Promise<void> {
    const batch = take();
    if (!batch.length) return writing;
    writing = writing.then(async () => {
      try {
        for (const disabled of await deps.storage.finishDeliveries(batch, deps.now())) await announce(disabled);
      } catch (error) {
        // Not recorded: the jobs stay leased and are tried again once their lease is over.
        deps.logger.error('could not record delivery attempts', { error: String(error), attempts: batch.length });
      }
    });
    return writing;
  }

  return {
    /**
     * Records what is waiting inside the caller's claim of the next deliveries
     * (one transaction for both) and answers what the claim leased. When that
     * transaction fails, nothing of it happened: the attempts are not recorded
     * (their jobs stay leased and are tried again once the lease is over) and nothing is claimed.
     */
    async claimWith(
      claim: (finished: FinishedAttempt[]) => Promise<{ disabled: DisabledEndpoint[]; claimed: ClaimedDelivery[] }>,
    ): Promise<ClaimedDelivery[]> {
      const batch = take();
      try {
        const { disabled, claimed } = await claim(batch);
        if (disabled.length)
          writing = writing.then(async () => {
            for (const d of disabled) await announce(d);
          });
        return claimed;
      } catch (error) {
        deps.logger.error('could not record delivery attempts and claim more', { error: String(error), attempts: batch.length });
        return [];
      }
    },
    add(finished: FinishedAttempt): void {
      pending.push(finished);
      if (pending.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), finishWindowMs);
    },
    flushed: (): Promise<void> => flush(),
  };
}
