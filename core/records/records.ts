import type { AuthContext } from '../accounts/service.js';
import { ProblemError } from '../errors/problem.js';
import { canonicalJson } from '../idempotency/fingerprint.js';
import type { Clock } from '../ports.js';
import type { RecordsStorage } from './storage-port.js';
import { parseBodyOf, parseQueryOf } from '../operation.js';
import { operations } from '../operations.js';
import { maxRecordBytes, recordKeyPattern, recordKeyRule } from '../schemas/record.js';
import { capReached } from './cap.js';
import { incomingWins } from './lww.js';
import { renderRecord } from './render.js';

/** A bad collection or id in the path is a malformed parameter: 400, like any other. */
function checkKey(name: 'collection' | 'id', value: string): string {
  if (!recordKeyPattern.test(value)) {
    throw new ProblemError('invalid_parameter', `The record ${name} ${recordKeyRule}.`, {
      errors: [{ parameter: name, message: 'invalid format' }],
    });
  }
  return value;
}

const notFoundRecord = (collection: string, id: string) =>
  new ProblemError('not_found', `No record '${id}' exists in collection '${collection}' for this key's account and environment.`);

export function createRecords(deps: { storage: RecordsStorage; clock: Clock; cap: number }) {
  const { storage, clock } = deps;

  return {
    /** PUT: 201 when the record is new, else 200 with whichever write won (last writer wins). */
    async put(ctx: AuthContext, collection: string, id: string, body: unknown) {
      checkKey('collection', collection);
      checkKey('id', id);
      const input = parseBodyOf(operations.putRecord, body);
      const data = canonicalJson(input.data);
      const bytes = Buffer.byteLength(data, 'utf8');
      if (bytes > maxRecordBytes) {
        throw new ProblemError(
          'payload_too_large',
          `A record's data is at most ${maxRecordBytes} bytes of JSON (UTF-8, no whitespace); this one is ${bytes}. Split it across records.`,
        );
      }
      const result = await storage.putRecord({
        scope: ctx.scope,
        cap: deps.cap,
        wins: incomingWins,
        incoming: { collection, id, data, updatedAtMs: input.updated_at_ms, createdAt: clock.now().getTime() },
      });
      if (result.outcome === 'cap') throw capReached(deps.cap);
      return { status: result.outcome === 'created' ? 201 : 200, record: renderRecord(result.record) };
    },

    async get(ctx: AuthContext, collection: string, id: string) {
      const record = await storage.getRecord(ctx.scope, checkKey('collection', collection), checkKey('id', id));
      if (!record) throw notFoundRecord(collection, id);
      return renderRecord(record);
    },

    async remove(ctx: AuthContext, collection: string, id: string): Promise<void> {
      if (!(await storage.deleteRecord(ctx.scope, checkKey('collection', collection), checkKey('id', id))))
        throw notFoundRecord(collection, id);
    },

    async list(ctx: AuthContext, collection: string, query: Record<string, string>) {
      checkKey('collection', collection);
      const q = parseQueryOf(operations.listRecords, query);
      const page = await storage.listRecords(ctx.scope, collection, {
        limit: q.limit,
        ...(q.starting_after ? { startingAfter: q.starting_after } : {}),
      });
      if (!page.ok)
        throw new ProblemError(
          'invalid_cursor',
          `starting_after '${q.starting_after}' names no record of collection '${collection}'. Pass the id of the last item of the previous page.`,
          { errors: [{ parameter: 'starting_after', message: 'unknown id' }] },
        );
      return { data: page.items.map(renderRecord), hasMore: page.hasMore };
    },
  };
}

export type Records = ReturnType<typeof createRecords>;
