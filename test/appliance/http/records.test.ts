import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlValue, startTestApi, type TestApi } from '../../support/appliance.js';
import { rawRequest } from '../../support/raw-http.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.app.service.accounts.setRecordsAddon(api.accountId, true);
});
afterAll(() => api.close());

const put = (path: string, data: unknown, updatedAtMs: number, key?: string) =>
  api.call('PUT', `/v1/records/${path}`, { body: { data, updated_at_ms: updatedAtMs }, key });

describe('records (Records add-on)', () => {
  it('creates with 201, answers the winner with 200, ignores older writes, reads, lists and deletes', async () => {
    const created = await put('jobs/job-1', { step: 1 }, 1000);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: 'record', collection: 'jobs', id: 'job-1', data: { step: 1 }, updated_at_ms: 1000 });
    expect(Date.parse(created.body.created_at)).not.toBeNaN();

    const newer = await put('jobs/job-1', { step: 2 }, 2000);
    expect(newer.status).toBe(200);
    expect(newer.body).toEqual({ ...created.body, data: { step: 2 }, updated_at_ms: 2000 });
    const older = await put('jobs/job-1', { step: 0 }, 1500);
    expect(older.status).toBe(200);
    expect(older.body).toEqual(newer.body);
    expect((await api.call('GET', '/v1/records/jobs/job-1')).body).toEqual(newer.body);

    await put('jobs/job-2', { n: 2 }, 3000);
    await put('jobs/job-3', { n: 3 }, 500);
    await put('other/job-9', { n: 9 }, 9000);
    const page = await api.call('GET', '/v1/records/jobs?limit=2');
    expect(page.body).toMatchObject({ object: 'list', url: '/v1/records/jobs', has_more: true });
    expect(page.body.data.map((r: any) => r.id)).toEqual(['job-2', 'job-1']);
    const rest = await api.call('GET', '/v1/records/jobs?limit=2&starting_after=job-1');
    expect(rest.body.data.map((r: any) => r.id)).toEqual(['job-3']);
    expect(rest.body.has_more).toBe(false);
    expect((await api.call('GET', '/v1/records/jobs?starting_after=job-9')).body.code).toBe('invalid_cursor');

    expect((await api.call('DELETE', '/v1/records/jobs/job-1')).status).toBe(204);
    expect((await api.call('GET', '/v1/records/jobs/job-1')).body.code).toBe('not_found');
    expect((await api.call('DELETE', '/v1/records/jobs/job-1')).status).toBe(404);
    // Records belong to an environment: the live key sees none of the test ones.
    expect((await api.call('GET', '/v1/records/jobs/job-2', { key: api.liveKey })).status).toBe(404);
  });

  it('breaks equal timestamps by the larger canonical JSON, whatever the order of arrival', async () => {
    const small = { a: 1, b: 'x' };
    const large = { b: 'y', a: 1 };
    await put('ties/forward', small, 5000);
    expect((await put('ties/forward', large, 5000)).body.data).toEqual(large);
    await put('ties/backward', large, 5000);
    const kept = await put('ties/backward', small, 5000);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toEqual(large);
    // Key order does not matter: the same object in another order changes nothing.
    expect((await put('ties/backward', { a: 1, b: 'y' }, 5000)).body.updated_at_ms).toBe(5000);
  });

  it('two replicas applying the same writes in different orders converge', async () => {
    const writes = [
      { data: { v: 'a' }, at: 10 },
      { data: { v: 'b' }, at: 30 },
      { data: { v: 'c', extra: true }, at: 30 },
      { data: { v: 'd' }, at: 20 },
      { data: { v: 'z' }, at: 30 },
      { data: { v: 'e' }, at: 5 },
    ];
    const orders = [
      [0, 1, 2, 3, 4, 5],
      [5, 4, 3, 2, 1, 0],
      [3, 0, 4, 5, 2, 1],
      [2, 5, 1, 0, 4, 3],
    ];
    const finals = [];
    for (const [n, order] of orders.entries()) {
      for (const i of order) await put(`replicas/r${n}`, writes[i]!.data, writes[i]!.at);
      const { data, updated_at_ms } = (await api.call('GET', `/v1/records/replicas/r${n}`)).body;
      finals.push({ data, updated_at_ms });
    }
    expect(new Set(finals.map((f) => JSON.stringify(f))).size).toBe(1);
    expect(finals[0]).toEqual({ data: { v: 'z' }, updated_at_ms: 30 });
  });

  it('takes data up to 64 KB of canonical UTF-8 JSON; larger is 413 payload_too_large', async () => {
    // {"x":"..."} is 8 bytes of framing around the string.
    expect((await put('big/exact', { x: 'a'.repeat(65_536 - 8) }, 1)).status).toBe(201);
    const over = await put('big/over', { x: 'a'.repeat(65_536 - 7) }, 1);
    expect(over.status).toBe(413);
    expect(over.body.code).toBe('payload_too_large');
    // Measured in bytes, not characters: 'é' is two.
    expect((await put('big/accents', { x: 'é'.repeat(32_765) }, 1)).status).toBe(413);
    expect((await api.call('GET', '/v1/records/big/over')).status).toBe(404);
  });

  it('validates the body and the path', async () => {
    expect((await put('jobs/x', [1, 2], 1)).body.code).toBe('validation_failed');
    expect((await put('jobs/x', 'text', 1)).body.code).toBe('invalid_request');
    expect((await api.call('PUT', '/v1/records/jobs/x', { body: { data: {} } })).body.code).toBe('invalid_request');
    expect((await put('jobs/x', {}, 1.5)).body.code).toBe('validation_failed');
    expect((await put('jobs/x', {}, -1)).body.code).toBe('validation_failed');
    for (const path of ['bad%20name/x', `jobs/${'i'.repeat(129)}`, 'jobs/a%2Fb', 'jobs/%C3%A9']) {
      const res = await put(path, {}, 1);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('invalid_parameter');
    }
    expect((await api.call('GET', '/v1/records/jobs?limit=101')).body.code).toBe('invalid_parameter');
  });

  it('never stores a record under "." or "..": dot segments do not reach a record, and a cursor of them is 400', async () => {
    // Sent as raw bytes: fetch would normalize the dot segments away before they left.
    const send = (method: string, target: string, body?: string) =>
      rawRequest(
        api.url,
        `${method} ${target} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${api.testKey}\r\nConnection: close\r\n` +
          (body === undefined ? '\r\n' : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`),
      );
    const body = JSON.stringify({ data: { n: 1 }, updated_at_ms: 1 });
    for (const dots of ['.', '..', '%2E', '%2E%2E', '.%2e']) {
      for (const target of [`/v1/records/jobs/${dots}`, `/v1/records/${dots}/x`]) {
        const res = await send('PUT', target, body);
        expect([404, 405], `PUT ${target}`).toContain(res.status);
      }
      const cursor = await send('GET', `/v1/records/jobs?starting_after=${dots}`);
      expect(cursor.status, dots).toBe(400);
      expect(cursor.headers['content-type']).toBe('application/problem+json');
      expect(JSON.parse(cursor.body)).toMatchObject({ code: 'invalid_parameter', errors: [{ parameter: 'starting_after' }] });
    }
    const stored = await sqlValue(api.app, "SELECT count(*) AS n FROM records WHERE id IN ('.', '..') OR collection IN ('.', '..')");
    expect(Number(stored)).toBe(0);
    // Dots inside a longer name stay fine.
    for (const name of ['...', '.hidden', 'a..b']) expect((await put(`${name}/${name}`, {}, 1)).status, name).toBe(201);
  });

  it('answers 403 addon_not_enabled without the add-on', async () => {
    const off = await api.newAccount();
    for (const [method, path] of [
      ['GET', '/v1/records/jobs'],
      ['GET', '/v1/records/jobs/x'],
      ['PUT', '/v1/records/jobs/x'],
      ['DELETE', '/v1/records/jobs/x'],
    ] as const) {
      const res = await api.call(method, path, { key: off.testKey, ...(method === 'PUT' ? { body: { data: {}, updated_at_ms: 1 } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('addon_not_enabled');
    }
  });
});

describe('records scopes', () => {
  const keyWith = async (scopes: string[]) =>
    (await api.app.service.accounts.createKey({ accountId: api.accountId, environment: 'test', scopes })).key;
  const call = async (key: string, method: string, path: string, body?: unknown) => {
    const res = await api.call(method, path, { key, ...(body ? { body } : {}) });
    return { status: res.status, code: res.status >= 400 ? (res.body as { code: string }).code : null };
  };

  it('needs records:read to read, records:write to write, customers:write for customers', async () => {
    const reader = await keyWith(['records:read']);
    expect((await call(reader, 'GET', '/v1/records/jobs')).status).toBe(200);
    expect(await call(reader, 'PUT', '/v1/records/jobs/scoped', { data: {}, updated_at_ms: 1 })).toEqual({
      status: 403,
      code: 'scope_missing',
    });
    expect(await call(reader, 'DELETE', '/v1/records/jobs/scoped')).toEqual({ status: 403, code: 'scope_missing' });
    expect(await call(reader, 'GET', '/v1/customers')).toEqual({ status: 403, code: 'scope_missing' });
    const writer = await keyWith(['records:write']);
    expect((await call(writer, 'PUT', '/v1/records/jobs/scoped', { data: {}, updated_at_ms: 1 })).status).toBe(201);
    expect(await call(writer, 'GET', '/v1/records/jobs/scoped')).toEqual({ status: 403, code: 'scope_missing' });
    const customers = await keyWith(['customers:write']);
    expect((await call(customers, 'GET', '/v1/customers')).status).toBe(200);
    expect(await call(customers, 'GET', '/v1/records/jobs')).toEqual({ status: 403, code: 'scope_missing' });
  });
});

describe('records cap', () => {
  let capped: TestApi;
  beforeAll(async () => {
    capped = await startTestApi({ service: { recordsCap: 20 } });
    await capped.app.service.accounts.setRecordsAddon(capped.accountId, true);
  });
  afterAll(() => capped.close());

  it('lets exactly the cap of customers plus records in under 40 concurrent creates; the rest are 422 records_cap_reached', async () => {
    const creates = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? capped.call('POST', '/v1/customers', { body: { external_id: `cap-${i}`, name: `Cap ${i}`, phone: '+14155550111' } })
        : capped.call('PUT', `/v1/records/cap/r${i}`, { body: { data: { i }, updated_at_ms: i } }),
    );
    const answers = await Promise.all(creates);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(20);
    expect(refused.every((a) => a.status === 422 && a.body.code === 'records_cap_reached')).toBe(true);
    const counted = await sqlValue(capped.app, 'SELECT (SELECT count(*) FROM customers) + (SELECT count(*) FROM records)');
    expect(counted).toBe(20);

    // Updating an existing record is not a new one; deleting frees a place; the other environment has its own cap.
    const record = answers.find((a) => a.status === 201 && a.body.object === 'record')!.body;
    expect((await capped.call('PUT', `/v1/records/cap/${record.id}`, { body: { data: { again: true }, updated_at_ms: 999 } })).status).toBe(
      200,
    );
    expect((await capped.call('PUT', '/v1/records/cap/late', { body: { data: {}, updated_at_ms: 1 } })).body.code).toBe(
      'records_cap_reached',
    );
    expect((await capped.call('DELETE', `/v1/records/cap/${record.id}`)).status).toBe(204);
    expect((await capped.call('PUT', '/v1/records/cap/late', { body: { data: {}, updated_at_ms: 1 } })).status).toBe(201);
    expect((await capped.call('PUT', '/v1/records/cap/live', { key: capped.liveKey, body: { data: {}, updated_at_ms: 1 } })).status).toBe(
      201,
    );
  });
});
