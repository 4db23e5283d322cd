import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatCompletionsEstimator } from '../../../adapters/model/chat-completions-estimator.js';
import { createDefaultEstimator } from '../../../core/engine/index.js';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';

/** A local server speaking the chat-completions wire format; each test sets its answer. */
let reply: (body: any) => { status: number; body: string; delayMs?: number } = () => ({ status: 500, body: '' });
const seen: any[] = [];
let model: Server;
let modelUrl: string;
let api: TestApi;

const completion = (content: unknown) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) },
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });

beforeAll(async () => {
  model = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      seen.push({ path: req.url, auth: req.headers.authorization, body });
      const answer = reply(body);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  const estimator = createChatCompletionsEstimator({ url: modelUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 300 });
  api = await startTestApi({ ports: { estimator } });
});
afterAll(async () => {
  await api.close();
  model.closeAllConnections();
  await new Promise<void>((r) => model.close(() => r()));
});

const create = (text: string) =>
  api.call('POST', '/v1/estimates', { key: api.liveKey, idempotencyKey: newIdempotencyKey(), body: { input: { text }, region: 'US-CA' } });
const balance = async () => (await api.call('GET', '/v1/balance', { key: api.liveKey })).body.available_credits;

describe('chat-completions model adapter', () => {
  it('asks for a JSON reading and prices it with the deterministic engine (same figures, model_calls 1)', async () => {
    const engine = await createDefaultEstimator().estimate({
      region: 'US-CA',
      messages: [{ role: 'customer', content: 'Paint a 12x14 bedroom, walls and ceiling' }],
      photos: [],
    });
    expect(engine.status).toBe('priced');
    reply = () => ({
      status: 200,
      body: completion({
        status: 'priced',
        task_slug: engine.task!.slug,
        quantity: engine.scope!.quantity,
        unit: engine.task!.unit,
        crew_size: engine.scope!.crew_size,
        language: 'en',
        confidence: 'high',
      }),
    });
    const res = await create('Paint a 12x14 bedroom, walls and ceiling');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'priced',
      usage: { model_calls: 1, credits: 10 },
      task: engine.task,
      labor: engine.labor,
      price: engine.price,
      calendar: engine.calendar,
      steps: engine.steps,
    });
    const sent = seen.at(-1);
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    expect(sent.body.messages[0].content).toContain(engine.task!.slug);
    expect(sent.body.messages[1].content).toContain('Paint a 12x14 bedroom');
  });

  it("converts the customer's unit to the task's and asks for the amount when missing", async () => {
    reply = () => ({
      status: 200,
      body: completion({
        status: 'priced',
        task_slug: 'painting.interior.room',
        quantity: 20,
        unit: 'sq_m',
        crew_size: null,
        language: 'en',
        confidence: 'medium',
      }),
    });
    const metric = (await create('paint 20 m2 of my room')).body;
    expect(metric.task.unit).toBe('sq_ft');
    expect(metric.scope.quantity).toBeCloseTo(215.28, 1);
    reply = () => ({
      status: 200,
      body: completion({
        status: 'needs_detail',
        task_slug: 'painting.interior.room',
        quantity: null,
        unit: null,
        crew_size: null,
        language: 'es',
        confidence: 'medium',
      }),
    });
    const asks = (await create('quiero pintar mi cuarto')).body;
    expect(asks).toMatchObject({ status: 'needs_detail', question: { field: 'quantity' }, task: { slug: 'painting.interior.room' } });
    expect(asks.question.text).toMatch(/¿/);
  });

  it('a model that does not answer in time is 503 estimator_timeout; nothing is charged', async () => {
    const before = await balance();
    reply = () => ({ status: 200, body: completion({}), delayMs: 1500 });
    const res = await create('fix my sink');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('estimator_timeout');
    expect(await balance()).toBe(before);
  });

  it('a failing or nonsensical model is 503 model_unavailable', async () => {
    reply = () => ({ status: 500, body: '{"error":{"message":"overloaded"}}' });
    expect((await create('fix my sink')).body).toMatchObject({ status: 503, code: 'model_unavailable', title: 'Estimator unavailable' });
    reply = () => ({ status: 200, body: completion('I think it costs about $200') });
    expect((await create('fix my sink')).body.code).toBe('model_unavailable');
    reply = () => ({ status: 200, body: '<html>' });
    expect((await create('fix my sink')).body.code).toBe('model_unavailable');
  });
});
