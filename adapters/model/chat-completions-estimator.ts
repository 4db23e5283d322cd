import { request } from 'undici';
import * as v from 'valibot';
import { defaultCatalog } from '../../core/engine/catalog/index.js';
import type { Catalog } from '../../core/engine/catalog/types.js';
import { compile } from '../../core/engine/compiled.js';
import { answerFromReading, type ModelReading } from '../../core/engine/structured.js';
import type { Estimator, EstimatorRequest } from '../../core/engine/types.js';
import { ProblemError } from '../../core/errors/problem.js';

export interface ChatModelOptions {
  /** Base URL of an OpenAI-compatible API, e.g. `https://api.openai.com/v1`. */
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  catalog?: Catalog;
}

const Reading = v.object({
  status: v.picklist(['priced', 'needs_detail', 'unsupported', 'unclear']),
  task_slug: v.nullable(v.string()),
  quantity: v.nullable(v.number()),
  unit: v.nullable(v.picklist(['sq_ft', 'sq_m', 'linear_ft', 'linear_m', 'each', 'room', 'hour'])),
  crew_size: v.nullable(v.number()),
  language: v.picklist(['en', 'es']),
  confidence: v.picklist(['high', 'medium', 'low']),
});

const ChatAnswer = v.object({
  choices: v.pipe(v.array(v.object({ message: v.object({ content: v.nullable(v.string()) }) })), v.minLength(1)),
});

function systemPrompt(catalog: Catalog): string {
  const tasks = catalog.tasks.map((t) => `${t.slug}: ${t.name.en} (${t.dimension})`).join('\n');
  return [
    'You read home-service requests written by customers (English or Spanish) and answer ONLY a JSON object with the keys',
    'status ("priced" when the job and its amount are known, "needs_detail" when the amount or the job is missing, "unsupported" for requests outside home services, "unclear" when nothing usable is said),',
    'task_slug (one slug from the list below, or null), quantity (number or null), unit (sq_ft, sq_m, linear_ft, linear_m, each, room, hour, or null: the unit the customer used),',
    'crew_size (integer or null), language ("en" or "es"), confidence ("high", "medium", "low"). Never invent prices.',
    'Tasks (slug: name (dimension)):',
    tasks,
  ].join('\n');
}

function userContent(req: EstimatorRequest): unknown {
  const text = req.messages.map((m) => `${m.role}: ${m.content}`).join('\n') || '(no text)';
  if (req.photos.length === 0) return text;
  const images = req.photos.map((p) => ({
    type: 'image_url',
    image_url: { url: 'url' in p ? p.url : `data:${p.media_type};base64,${p.data}` },
  }));
  return [{ type: 'text', text }, ...images];
}

/**
 * An estimator that asks an OpenAI-compatible chat-completions model for a
 * structured reading (JSON mode) and prices it with the deterministic engine.
 * A timeout is 503 `estimator_timeout`; any other failure 503 `model_unavailable`.
 */
export function createChatCompletionsEstimator(options: ChatModelOptions): Estimator {
  const catalog = options.catalog ?? defaultCatalog;
  const cc = compile(catalog);
  const system = systemPrompt(catalog);
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  const unavailable = (why: string) =>
    new ProblemError('model_unavailable', `The estimator model could not answer (${why}). Retry with the same Idempotency-Key.`);

  return {
    async estimate(req) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      let payload: unknown;
      try {
        const res = await request(endpoint, {
          method: 'POST',
          signal,
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            model: options.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: userContent(req) },
            ],
          }),
        });
        const text = await res.body.text();
        if (res.statusCode < 200 || res.statusCode >= 300) throw unavailable(`status ${res.statusCode}`);
        payload = JSON.parse(text);
      } catch (error) {
        if (signal.aborted)
          throw new ProblemError(
            'estimator_timeout',
            `The estimator model did not answer within ${options.timeoutMs} ms. Retry with the same Idempotency-Key.`,
          );
        if (error instanceof ProblemError) throw error;
        throw unavailable(error instanceof SyntaxError ? 'malformed answer' : 'connection failed');
      }
      const chat = v.safeParse(ChatAnswer, payload);
      if (!chat.success) throw unavailable('unexpected answer shape');
      let reading: ModelReading;
      try {
        const parsed = v.safeParse(Reading, JSON.parse(chat.output.choices[0]!.message.content ?? ''));
        if (!parsed.success) throw new Error('shape');
        reading = parsed.output;
      } catch {
        throw unavailable('the reading was not the JSON asked for');
      }
      return { ...answerFromReading(cc, req, reading), model_calls: 1 };
    },
  };
}
