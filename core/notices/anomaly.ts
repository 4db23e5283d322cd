import type { AuthContext } from '../accounts/service.js';
import type { Emit } from '../events/emitter.js';
import type { AccountsStorage } from '../accounts/storage-port.js';
import type { Clock, Logger } from '../ports.js';
import { renderKey } from './keys.js';

/**
 * Suspicious activity: a key that suddenly sends far more requests than it
 * usually does. Counts are per minute, per key, in this process.
 *
 * Rule `request_burst`: the last full minute had at least `burstFloor`
 * requests and at least `burstFactor` times the key's mean per minute over the
 * previous hour → `api_key.suspicious_activity`, at most once an hour per key.
 * When it is also `pauseFactor` times the mean and at least `pauseFloor`, the
 * key is paused (403 `api_key_paused`) until an operator resumes it.
 */
export interface AnomalyRules {
  burstFactor: number;
  burstFloor: number;
  pauseFactor: number;
  pauseFloor: number;
}

export const defaultAnomalyRules: AnomalyRules = { burstFactor: 10, burstFloor: 300, pauseFactor: 50, pauseFloor: 3000 };

const minute = 60_000;
const history = 60;

export function createAnomalyDetector(deps: {
  storage: Pick<AccountsStorage, 'setApiKeyPaused'>;
  clock: Clock;
  emit: Emit;
  logger: Logger;
  rules?: Partial<AnomalyRules>;
}) {
  const rules = { ...defaultAnomalyRules, ...deps.rules };
  const perKey = new Map<string, { minute: number; counts: number[]; lastAlert: number }>();

  async function judge(ctx: AuthContext, requests: number, baseline: number): Promise<void> {
    const paused = requests >= rules.pauseFloor && requests >= rules.pauseFactor * Math.max(baseline, 1);
    if (paused) await deps.storage.setApiKeyPaused(ctx.key.id, deps.clock.now().getTime());
    await deps.emit({
      scope: ctx.scope,
      type: 'api_key.suspicious_activity',
      apiVersion: ctx.account.apiVersion,
      object: renderKey(ctx.key),
      anomaly: { rule: 'request_burst', window_seconds: 60, requests, baseline_per_minute: Math.round(baseline * 100) / 100, paused },
    });
    deps.logger.warn('suspicious key activity', { key: ctx.key.id, requests, baseline, paused });
  }

  return {
    /**
     * Counts a request of the key; when a minute closes, judges it against the key's own past.
     * Synchronous unless a judgement runs (a promise then): the usual request awaits nothing.
     */
    observe(ctx: AuthContext): Promise<void> | undefined {
      const now = deps.clock.now().getTime();
      const current = Math.floor(now / minute);
      let state = perKey.get(ctx.key.id);
      if (!state) {
        state = { minute: current, counts: [0], lastAlert: -Infinity };
        perKey.set(ctx.key.id, state);
      }
      let judgement: Promise<void> | undefined;
      // A clock stepped back (NTP, a test clock set earlier): the key's counts restart from the new minute, unjudged.
      if (current < state.minute) {
        state.minute = current;
        state.counts = [0];
      } else if (current !== state.minute) {
        const closed = state.counts.at(-1) ?? 0;
        const past = state.counts.slice(0, -1);
        const baseline = past.length ? past.reduce((a, b) => a + b, 0) / history : 0;
        const gap = Math.min(current - state.minute - 1, history);
        state.counts.push(...new Array<number>(gap).fill(0), 0);
        state.counts = state.counts.slice(-(history + 1));
        state.minute = current;
        if (closed >= rules.burstFloor && closed >= rules.burstFactor * baseline && now - state.lastAlert >= 60 * minute) {
          state.lastAlert = now;
          judgement = judge(ctx, closed, baseline).catch((error) => deps.logger.error('anomaly check failed', { error: String(error) }));
        }
      }
      state.counts[state.counts.length - 1]! += 1;
      return judgement;
    },
  };
}

export type AnomalyDetector = ReturnType<typeof createAnomalyDetector>;
