import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, sqlValue, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.app.service.accounts.setRecordsAddon(api.accountId, true);
});
afterAll(() => api.close());

let seq = 0;
const newCustomer = (extra: Record<string, unknown> = {}) => ({ external_id: `crm-${++seq}`, name: `Customer ${seq}`, ...extra });
const post = (body: unknown, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.call('POST', '/v1/customers', { body, ...options });
const estimate = (body: Record<string, unknown>, key?: string) =>
  api.call('POST', '/v1/estimates', {
    body: { input: { text: 'sandbox:priced' }, region: 'US-CA', ...body },
    key,
    idempotencyKey: newIdempotencyKey(),
  });

describe('customers (Records add-on)', () => {
  it('creates, reads, lists newest first, patches and deletes', async () => {
    const made = await post(
      newCustomer({ phone: '+14155550100', email: 'ana@example.com', region_code: 'US-CA', metadata: { tier: 'gold' } }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      object: 'customer',
      name: `Customer ${seq}`,
      phone: '+14155550100',
      email: 'ana@example.com',
      region_code: 'US-CA',
      environment: 'test',
      metadata: { tier: 'gold' },
    });
    expect(made.body.id).toMatch(/^cus_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(made.body.created_at).toBe(made.body.updated_at);
    expect(made.headers.get('idempotent-replayed')).toBeNull();
    expect((await api.call('GET', `/v1/customers/${made.body.id}`)).body).toEqual(made.body);

    const second = (await post(newCustomer())).body;
    expect(second).toMatchObject({ phone: null, email: null, region_code: null, metadata: {} });
    const page = await api.call('GET', '/v1/customers?limit=1');
    expect(page.body).toMatchObject({ object: 'list', url: '/v1/customers', has_more: true });
    expect(page.body.data.map((c: any) => c.id)).toEqual([second.id]);
    const next = await api.call('GET', `/v1/customers?limit=1&starting_after=${second.id}`);
    expect(next.body.data.map((c: any) => c.id)).toEqual([made.body.id]);
    const byExternal = await api.call('GET', `/v1/customers?external_id=${made.body.external_id}`);
    expect(byExternal.body.data.map((c: any) => c.id)).toEqual([made.body.id]);
    expect((await api.call('GET', '/v1/customers?limit=0')).body.code).toBe('invalid_parameter');
    expect((await api.call('GET', '/v1/customers?starting_after=cus_nope')).body.code).toBe('invalid_cursor');

    const patched = await api.call('PATCH', `/v1/customers/${made.body.id}`, { body: { name: 'Ana B.', phone: null } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Ana B.',
      phone: null,
      email: 'ana@example.com',
      region_code: 'US-CA',
      metadata: { tier: 'gold' },
    });
    const cleared = await api.call('PATCH', `/v1/customers/${made.body.id}`, { body: { email: null } });
    expect(cleared.body).toMatchObject({ name: 'Ana B.', phone: null, email: null });
    expect((await api.call('GET', `/v1/customers/${made.body.id}`)).body).toEqual(cleared.body);

    expect((await api.call('DELETE', `/v1/customers/${made.body.id}`)).status).toBe(204);
    expect((await api.call('GET', `/v1/customers/${made.body.id}`)).body.code).toBe('not_found');
    expect((await api.call('DELETE', `/v1/customers/${made.body.id}`)).status).toBe(404);
    expect((await api.call('PATCH', `/v1/customers/${made.body.id}`, { body: { name: 'x' } })).status).toBe(404);
  });

  it('validates fields: 400 for wrong types or unknown fields, 422 for broken rules and unknown regions', async () => {
    expect((await post({ name: 'No id' })).body.code).toBe('invalid_request');
    expect((await post(newCustomer({ phone: 4155550100 }))).body.code).toBe('invalid_request');
    expect((await post(newCustomer({ nickname: 'x' }))).body.code).toBe('invalid_request');
    for (const [field, value] of [
      ['phone', '4155550100'],
      ['email', 'not-an-email'],
      ['external_id', 'has space'],
      ['name', ''],
    ] as const) {
      const res = await post(newCustomer({ [field]: value }));
      expect(res.status, field).toBe(422);
      expect(res.body.errors[0].pointer).toBe(`/${field}`);
    }
    const region = await post(newCustomer({ region_code: 'XX-YY' }));
    expect(region.status).toBe(422);
    expect(region.body.errors).toEqual([{ pointer: '/region_code', message: 'unknown region' }]);
  });

  it('honours Idempotency-Key: replays the 201, refuses a different body, and 409s a duplicate external_id', async () => {
    const key = newIdempotencyKey();
    const body = newCustomer({ email: 'idem@example.com' });
    const first = await post(body, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBe('false');
    const replay = await post(body, { idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const reused = await post({ ...body, name: 'Someone else' }, { idempotencyKey: key });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');

    const duplicate = await post({ external_id: body.external_id, name: 'Twin' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('external_id_taken');
    const other = (await post(newCustomer())).body;
    expect((await api.call('PATCH', `/v1/customers/${other.id}`, { body: { external_id: body.external_id } })).body.code).toBe(
      'external_id_taken',
    );
    // Live is another environment: the same external_id is free there.
    expect((await post({ external_id: body.external_id, name: 'Live twin' }, { key: api.liveKey })).status).toBe(201);
  });

  it('creates one customer for concurrent requests with the same key (the others replay it or get 409 idempotency_in_progress)', async () => {
    const key = newIdempotencyKey();
    const body = newCustomer();
    const answers = await Promise.all([
      post(body, { idempotencyKey: key }),
      post(body, { idempotencyKey: key }),
      post(body, { idempotencyKey: key }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.id));
    expect(ids.size).toBe(1);
  });

  it('links estimates to a customer of the same account and environment, lists them, and unlinks them on delete', async () => {
    const customer = (await post(newCustomer())).body;
    const linked = await estimate({ customer_id: customer.id });
    expect(linked.status).toBe(200);
    expect(linked.body.customer_id).toBe(customer.id);
    const unlinked = await estimate({});
    expect(unlinked.body.customer_id).toBeUndefined();
    const asking = await api.call('POST', '/v1/estimates', {
      body: { input: { text: 'sandbox:needs_detail' }, region: 'US-CA', customer_id: customer.id },
      idempotencyKey: newIdempotencyKey(),
    });
    const followUp = await api.call('POST', `/v1/estimates/${asking.body.id}/follow-up`, {
      body: { input: { messages: [{ role: 'customer', content: '12 feet' }] } },
      idempotencyKey: newIdempotencyKey(),
    });
    expect(followUp.body.customer_id).toBe(customer.id);

    const list = await api.call('GET', `/v1/customers/${customer.id}/estimates`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ object: 'list', url: `/v1/customers/${customer.id}/estimates`, has_more: false });
    expect(list.body.data.map((e: any) => e.id)).toEqual([followUp.body.id, asking.body.id, linked.body.id]);
    const paged = await api.call('GET', `/v1/customers/${customer.id}/estimates?limit=1&starting_after=${followUp.body.id}`);
    expect(paged.body.data.map((e: any) => e.id)).toEqual([asking.body.id]);
    expect((await api.call('GET', `/v1/customers/${customer.id}/estimates?status=priced`)).body.data.map((e: any) => e.id)).toEqual([
      followUp.body.id,
      linked.body.id,
    ]);
    expect((await api.call('GET', `/v1/customers/${customer.id}/estimates?starting_after=${unlinked.body.id}`)).body.code).toBe(
      'invalid_cursor',
    );
    expect((await api.call('GET', '/v1/customers/cus_nope/estimates')).status).toBe(404);

    expect((await api.call('DELETE', `/v1/customers/${customer.id}`)).status).toBe(204);
    const after = await api.call('GET', `/v1/estimates/${linked.body.id}`);
    expect(after.status).toBe(200);
    expect(after.body).not.toHaveProperty('customer_id');
    const column = await sqlValue(api.app, 'SELECT count(*) FROM estimates WHERE customer_id = ?', customer.id);
    expect(column).toBe(0);
    expect((await api.call('GET', `/v1/estimates?limit=100`)).body.data.some((e: any) => e.customer_id === customer.id)).toBe(false);
  });

  it('refuses customer_id of another account, another environment or no customer with 404 not_found', async () => {
    const other = await api.newAccount();
    await api.app.service.accounts.setRecordsAddon(other.accountId, true);
    const foreign = (await post(newCustomer(), { key: other.testKey })).body;
    const mineLive = (await post(newCustomer(), { key: api.liveKey })).body;
    for (const id of [foreign.id, mineLive.id, 'cus_01JD0000000000000000000000']) {
      const res = await estimate({ customer_id: id });
      expect(res.status, id).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await api.call('GET', `/v1/customers/${foreign.id}`)).status).toBe(404);
    expect((await api.call('GET', `/v1/customers/${mineLive.id}`)).status).toBe(404);
  });

  it('answers 403 addon_not_enabled without the add-on, to every customers operation', async () => {
    const off = await api.newAccount();
    for (const [method, path] of [
      ['GET', '/v1/customers'],
      ['POST', '/v1/customers'],
      ['GET', '/v1/customers/cus_x'],
      ['PATCH', '/v1/customers/cus_x'],
      ['DELETE', '/v1/customers/cus_x'],
      ['GET', '/v1/customers/cus_x/estimates'],
    ] as const) {
      const res = await api.call(method, path, {
        key: off.testKey,
        ...(method === 'POST' || method === 'PATCH' ? { body: newCustomer() } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('addon_not_enabled');
    }
  });
});
