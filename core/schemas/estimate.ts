import * as v from 'valibot';
import { Environment, Metadata, charLength, chars, cursorParam, dateParam, int, limitParam, text, urlHostPattern } from './common.js';

const maxPhotoBytes = 5 * 1024 * 1024;

export const Message = v.strictObject({
  role: v.picklist(['customer', 'business']),
  content: text(20_000),
});

/** An https URL with a host, any port the URL parser takes, then visible ASCII. */
const photoUrlPattern = new RegExp(
  `^https://${urlHostPattern}(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:[/?#][!-~]*)?$`,
);

export const Photo = v.union([
  v.strictObject({
    url: v.pipe(v.string(), v.regex(photoUrlPattern, 'must be an https URL'), v.url('must be a URL'), ...charLength({ max: 2048 })),
  }),
  v.strictObject({
    data: v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
      // Base64 of at most 5 MiB: four characters per three bytes, padding included.
      v.maxLength(Math.ceil(maxPhotoBytes / 3) * 4, 'must be at most 5 MiB decoded'),
    ),
    media_type: v.picklist(['image/jpeg', 'image/png', 'image/webp']),
  }),
]);

export const EstimateInputBody = v.pipe(
  v.strictObject({
    text: v.optional(text(20_000)),
    messages: v.optional(
      v.pipe(v.array(Message), v.minLength(1, 'needs at least one message'), v.maxLength(50, 'has at most 50 messages')),
    ),
    photos: v.optional(v.pipe(v.array(Photo), v.minLength(1, 'needs at least one photo'), v.maxLength(4, 'has at most 4 photos'))),
  }),
  v.check((input) => !(input.text !== undefined && input.messages !== undefined), 'give either text or messages, not both'),
  v.check(
    (input) => input.text !== undefined || input.messages !== undefined || input.photos !== undefined,
    'give one of text, messages or photos',
  ),
  // The two checks above, in the contract's words: exactly one of text or messages, or photos alone.
  v.metadata({
    oneOf: [{ required: ['text'] }, { required: ['messages'] }, { required: ['photos'], properties: { text: false, messages: false } }],
  }),
);

export const Mode = v.picklist(['sync', 'async']);

export const CreateEstimateBody = v.strictObject({
  input: EstimateInputBody,
  region: chars({ min: 1, max: 16 }),
  metadata: v.optional(Metadata),
  mode: v.optional(Mode),
  customer_id: v.optional(chars({ max: 64 })),
});
export type CreateEstimateBody = v.InferOutput<typeof CreateEstimateBody>;

export const FollowUpBody = v.strictObject({
  input: v.strictObject({
    messages: v.pipe(v.array(Message), v.minLength(1, 'needs at least one message'), v.maxLength(50, 'has at most 50 messages')),
  }),
  mode: v.optional(Mode),
  metadata: v.optional(Metadata),
});
export type FollowUpBody = v.InferOutput<typeof FollowUpBody>;

export const estimateStatuses = ['priced', 'needs_detail', 'unsupported', 'unclear', 'processing', 'failed'] as const;
export type EstimateStatus = (typeof estimateStatuses)[number];
/** The statuses an estimator can answer with; `processing`/`failed` belong to async handling. */
export type AnswerStatus = Exclude<EstimateStatus, 'processing' | 'failed'>;

export const ListEstimatesQuery = v.pipe(
  v.strictObject({
    limit: limitParam(20),
    starting_after: cursorParam,
    status: v.optional(v.picklist(estimateStatuses)),
    from: dateParam,
    to: dateParam,
  }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, 'must be on or after from'),
    ['to'],
  ),
);
export type ListEstimatesQuery = v.InferOutput<typeof ListEstimatesQuery>;

// The parts of an Estimate (their types are exported below for the engine, which builds them).
const Unit = v.picklist(['sq_ft', 'sq_m', 'linear_ft', 'linear_m', 'each', 'room', 'hour']);
const Price = v.object({ min_cents: int, max_cents: int });
const Task = v.object({ slug: v.string(), trade: v.string(), action: v.string(), unit: Unit, exact_match: v.boolean() });
const Scope = v.object({ quantity: v.number(), crew_size: int, confidence: v.picklist(['high', 'medium', 'low']) });
const Labor = v.object({
  hours: v.number(),
  elapsed_hours: v.number(),
  hourly_rate_cents: int,
  rate_source: v.picklist(['typical', 'account', 'minimum']),
  by_the_hour: v.boolean(),
});
const Calendar = v.object({ days: int, minutes_per_day: int, total_minutes: int });
const Step = v.object({ text: v.string() });
/** `quantity` of the extra job, in `unit`. */
const Extra = v.object({ slug: v.string(), text: v.string(), quantity: v.number(), unit: Unit, price: Price });
/** `trade` of the job when it is a home service, else null. */
const Unpriced = v.object({ text: v.string(), reason: v.string(), trade: v.nullable(v.string()) });
/** `trade` the question is about when it is known ("What flooring job…?"), so a caller can route it; else null. */
const Question = v.object({
  text: v.string(),
  field: v.picklist(['quantity', 'task', 'crew_size', 'scope']),
  options: v.nullable(v.array(v.string())),
  trade: v.nullable(v.string()),
});

/** The Estimate resource exactly as the API returns it (spec part 2); its type is inferred below. */
export const EstimateResource = v.object({
  id: v.pipe(v.string(), v.startsWith('est_')),
  object: v.literal('estimate'),
  environment: Environment,
  status: v.picklist(estimateStatuses),
  region: v.string(),
  currency: v.string(),
  locale: v.string(),
  locale_fallback: v.nullable(v.literal('en')),
  task: v.nullable(Task),
  scope: v.nullable(Scope),
  labor: v.nullable(Labor),
  price: v.nullable(Price),
  calendar: v.nullable(Calendar),
  steps: v.array(Step),
  extras: v.array(Extra),
  unpriced: v.array(Unpriced),
  question: v.nullable(Question),
  usage: v.object({ model_calls: int, credits: int }),
  metadata: v.record(v.string(), v.string()),
  customer_id: v.optional(v.string()),
  error: v.optional(v.object({ code: v.string(), message: v.string() })),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});

export type Estimate = v.InferOutput<typeof EstimateResource>;
export type Unit = v.InferOutput<typeof Unit>;
export type PriceRange = v.InferOutput<typeof Price>;
export type EstimateTask = v.InferOutput<typeof Task>;
export type EstimateScope = v.InferOutput<typeof Scope>;
export type Confidence = EstimateScope['confidence'];
export type EstimateLabor = v.InferOutput<typeof Labor>;
export type RateSource = EstimateLabor['rate_source'];
export type EstimateCalendar = v.InferOutput<typeof Calendar>;
export type StepLine = v.InferOutput<typeof Step>;
export type ExtraItem = v.InferOutput<typeof Extra>;
export type UnpricedItem = v.InferOutput<typeof Unpriced>;
export type Question = v.InferOutput<typeof Question>;
export type QuestionField = Question['field'];
