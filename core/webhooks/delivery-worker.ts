import type { Sealer } from '../crypto/sealer.js';
import { isProblem } from '../errors/problem.js';
import { coalesce } from '../jobs/coalesce.js';
import type { Clock, Ids, Logger, Mailer, WebhookTransport } from '../ports.js';
import type { AttemptOutcome, ClaimedDelivery, WebhookStorage } from './storage-port.js';
import { signingSecrets } from './endpoints.js';
import { nextRetryAt } from './schedule.js';
import { signatureHeader } from './signer.js';
import { createAddressCache } from './address-cache.js';
import { createFinisher } from './finisher.js';
import type { UrlCheckDeps } from './url-check.js';

export interface DeliveryWorkerOptions {
  /** Deliveries in flight at once, in all. */
  concurrency: number;
  /** Deliveries in flight at once to one endpoint, so a slow endpoint cannot hold the others back. */
  perEndpoint: number;
  /** The limit of one attempt (connect, send, answer). */
  timeoutMs: number;
  /**
   * Added to `timeoutMs` to make the lease of a claimed delivery: after a crash,
   * another instance takes the dead one's deliveries over this long after they were claimed.
   */
  takeoverMarginMs: number;
}

export const defaultDeliveryOptions: DeliveryWorkerOptions = {
  concurrency: 16,
  perEndpoint: 4,
  timeoutMs: 10_000,
  takeoverMarginMs: 20_000,
};

/**
 * Time kept free at the end of a lease for resolving the host and recording the
 * outcome: a claimed delivery that cannot start with `timeoutMs` plus this left
 * is not started (it returns to the queue when its lease runs out), so an
 * attempt is only sent twice when it really was in flight as its process died.
 */
const finishSlackMs = 5_000;

/** Rounds of slots a worker holds at most: one in flight and one waiting (see `drain`). */
const claimRounds = 2;
/**
 * Rounds of an endpoint's slots held while it answers fast: an endpoint whose
 * last attempt got a 2xx within `fastAnswerMs` gets twice the share, so a busy
 * worker claims (and records) twice as many deliveries per transaction. Its
 * waiting deliveries then start within a few seconds; should it turn slow
 * meanwhile, those that can no longer start inside their lease are left to
 * return to the queue when it ends (see `start`), as for any delivery.
 */
const fastClaimRounds = 4;
/** An answer within this (a 2xx) makes its endpoint fast; anything else makes it slow again. */
const fastAnswerMs = 1_000;
/** Endpoints whose speed is remembered; the oldest is forgotten beyond it (it counts as slow again). */
const maxRemembered = 4096;

/**
 * Sends due deliveries: checks the host again (and pins the address it
 * checked), signs with a fresh `t`, logs the attempt and schedules the retry,
 * or gives up and disables the endpoint when nothing got through for days.
 */
export function createDeliveryWorker(deps: {
  storage: WebhookStorage;
  clock: Clock;
  ids: Ids;
  sealer: Sealer;
  urls: UrlCheckDeps;
  transport: WebhookTransport;
  mailer: Mailer;
  logger: Logger;
  options?: Partial<DeliveryWorkerOptions>;
  /** The real time, for the signature's `t` (receivers check it against their own clock); defaults to `clock`. */
  wallClock?: Clock;
}) {
  const { storage, clock, ids, logger } = deps;
  const wallClock = deps.wallClock ?? clock;
  const options = { ...defaultDeliveryOptions, ...deps.options };
  const leaseMs = options.timeoutMs + options.takeoverMarginMs;
  const perEndpoint = new Map<string, number>();
  /** Endpoints whose last attempt was answered fast (see `fastClaimRounds`). */
  const fast = new Set<string>();

  const pinned = createAddressCache({ urls: deps.urls, clock: wallClock });
  const sealer = rememberOpened(deps.sealer);
  const finisher = createFinisher({ storage, mailer: deps.mailer, logger, now: () => clock.now().getTime() });

  /** One try: check the address, sign, POST; what happens next is decided here and recorded in a batch. */
  async function attempt(claimed: ClaimedDelivery): Promise<void> {
    const { job, endpoint, eventBody, lease } = claimed;
    const startedAt = clock.now().getTime();
    let status: number | null = null;
    let error: string | null = null;
    let durationMs = 0;
    try {
      const { url, address } = await pinned(endpoint.url);
      // Signed with the real time even under a test clock (as Stripe does): receivers compare `t` with their own clock.
      const t = Math.floor(wallClock.now().getTime() / 1000);
      const result = await deps.transport.send({
        method: 'POST',
        url: url.href,
        address,
        body: eventBody,
        timeoutMs: options.timeoutMs,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Service-Webhooks/1.0',
          'Service-Signature': signatureHeader(signingSecrets(endpoint, sealer, startedAt), t, eventBody),
          'Service-Event-Id': job.eventId,
          'Service-Version': endpoint.apiVersion,
        },
      });
      ({ status, error, durationMs } = result);
      if (status !== null && (status < 200 || status >= 300))
        error = status >= 300 && status < 400 ? `redirect ${status} (not followed)` : `status ${status}`;
    } catch (failure) {
      error = isProblem(failure) ? `address_rejected: ${failure.detail}` : `error: ${String(failure)}`;
    }
    const now = clock.now().getTime();
    const ok = status !== null && status >= 200 && status < 300;
    fast.delete(endpoint.id);
    if (ok && durationMs <= fastAnswerMs) {
      fast.add(endpoint.id);
      if (fast.size > maxRemembered) fast.delete(fast.values().next().value as string);
    }
    let outcome: AttemptOutcome;
    if (ok) outcome = { next: 'done' };
    else if (job.kind === 'once') outcome = { next: 'give_up', disableIfNoSuccessSince: null };
    else {
      const retryAt = nextRetryAt(job.attempt, now);
      outcome =
        retryAt === null ? { next: 'give_up', disableIfNoSuccessSince: job.firstAttemptAt ?? startedAt } : { next: 'retry', retryAt };
    }
    finisher.add({
      attempt: {
        id: ids.next('del'),
        jobId: job.id,
        eventId: job.eventId,
        endpointId: endpoint.id,
        attempt: job.attempt,
        status: ok ? 'succeeded' : 'failed',
        responseStatus: status,
        error: ok ? null : error,
        createdAt: startedAt,
        durationMs,
      },
      outcome,
      lease,
    });
  }

  /**
   * Claims due deliveries and runs them, queueing per endpoint so one slow endpoint only delays itself.
   * Claims are batched: up to `claimRounds` rounds of slots are held (those in flight and one round
   * waiting), and the next claim is made once no more than one round is held, so a claim takes about a
   * round at once (and records the round before it in the same transaction) instead of a few deliveries.
   * Each endpoint's share is `claimRounds` times its own slots, the rest of its backlog stays free for
   * later or for another instance: a waiting delivery starts within one timeout even when every
   * attempt before it times out, well inside its lease. An endpoint answering fast gets
   * `fastClaimRounds` rounds, and the worker holds that many more in all.
   */
  async function drain(): Promise<number> {
    let sent = 0;
    const inFlight = new Set<Promise<void>>();
    const queues = new Map<string, Leased[]>();
    /** Per endpoint: deliveries in flight or waiting here. */
    const held = new Map<string, number>();
    let waiting = 0;
    const endpointAhead = options.perEndpoint * claimRounds;
    const fastAhead = options.perEndpoint * fastClaimRounds;
    // The live set, not a copy per claim: one that turns fast or slow during a claim only moves its share a claim early or late.
    const wider = { perEndpoint: fastAhead, endpoints: fast };
    /** In all: two rounds of slots, plus the fast endpoints' extra up to two more rounds. */
    const holdAhead = () =>
      options.concurrency * claimRounds +
      Math.min(fast.size * (fastAhead - endpointAhead), options.concurrency * (fastClaimRounds - claimRounds));
    const release = (id: string) => {
      const n = (held.get(id) ?? 1) - 1;
      if (n > 0) held.set(id, n);
      else held.delete(id);
    };

    const start = ({ claimed, leaseUntil }: Leased) => {
      const id = claimed.endpoint.id;
      // Waited too long behind its endpoint's others: leave it to whoever claims it once the lease is over.
      if (clock.now().getTime() + options.timeoutMs + finishSlackMs > leaseUntil) {
        release(id);
        return;
      }
      perEndpoint.set(id, (perEndpoint.get(id) ?? 0) + 1);
      const task: Promise<void> = attempt(claimed)
        .catch((failure) => logger.error('delivery attempt failed', { error: String(failure) }))
        .finally(() => {
          perEndpoint.set(id, (perEndpoint.get(id) ?? 1) - 1);
          release(id);
          inFlight.delete(task);
          sent++;
          wake();
        });
      inFlight.add(task);
    };
    const pump = () => {
      for (const [id, queue] of queues) {
        while (queue.length && inFlight.size < options.concurrency && (perEndpoint.get(id) ?? 0) < options.perEndpoint) {
          waiting--;
          start(queue.shift()!);
        }
        if (!queue.length) queues.delete(id);
      }
    };

    let most = holdAhead();
    for (;;) {
      let claimedAny = false;
      const holding = inFlight.size + waiting;
      // Claim when idle, when new work was queued, or when no more than one round is held here.
      if (holding < most && (holding === 0 || woken || holding <= options.concurrency)) {
        woken = false;
        const now = clock.now().getTime();
        const leaseUntil = now + leaseMs;
        most = holdAhead();
        const share = { perEndpoint: endpointAhead, held: Object.fromEntries(held), wider };
        // The attempts answered since the last claim are recorded in the same transaction.
        const batch = await finisher.claimWith((finished) =>
          storage.finishAndClaimDeliveries(finished, now, { limit: most - holding, leaseUntil, share }),
        );
        claimedAny = batch.length > 0;
        for (const claimed of batch) {
          const id = claimed.endpoint.id;
          let queue = queues.get(id);
          if (!queue) queues.set(id, (queue = []));
          queue.push({ claimed, leaseUntil });
          held.set(id, (held.get(id) ?? 0) + 1);
          waiting++;
        }
      }
      pump();
      if (inFlight.size === 0 && waiting === 0 && !claimedAny) {
        await finisher.flushed();
        return sent;
      }
      // Until an attempt ends or new work is queued (so deliveries to other endpoints need not wait for a slow one);
      // work queued while this loop was claiming is claimed at once.
      const claimable = woken && inFlight.size + waiting < most;
      if (inFlight.size > 0 && !claimable)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
    }
  }

  let wake: () => void = () => undefined;
  let woken = false;
  const drainOnce = coalesce(drain);
  const run = () => {
    woken = true;
    wake();
    return drainOnce();
  };

  return { run };
}

/**
 * The sealer with its last opened secrets remembered (bounded): every delivery
 * signs, and decrypting the same endpoint secret per delivery is wasted work.
 */
function rememberOpened(sealer: Sealer, max = 256): Sealer {
  const opened = new Map<string, string>();
  return {
    ...sealer,
    open(sealed) {
      let plain = opened.get(sealed);
      if (plain === undefined) {
        plain = sealer.open(sealed);
        opened.set(sealed, plain);
        if (opened.size > max) opened.delete(opened.keys().next().value as string);
      }
      return plain;
    },
  };
}

interface Leased {
  claimed: ClaimedDelivery;
  leaseUntil: number;
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
