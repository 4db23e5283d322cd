import * as v from 'valibot';
import { Metadata, charLength, chars, cursorParam, dateParam, limitParam, text, urlHostPattern } from './common.js';

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
  v.strictObject({ url: v.pipe(v.string(), v.regex(photoUrlPattern, 'must be an https URL'), v.url('must be a URL'), ...charLength({ max: 2048 })) }),
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
    messages: v.optional(v.pipe(v.array(Message), v.minLength(1, 'needs at least one message'), v.maxLength(50, 'has at most 50 messages'))),
    photos: v.optional(v.pipe(v.array(Photo), v.minLength(1, 'needs at least one photo'), v.maxLength(4, 'has at most 4 photos'))),
  }),
  v.check((input) => !(input.text !== undefined && input.messages !== undefined), 'give either text or messages, not both'),
  v.check((input) => input.text !== undefined || input.messages !== undefined || input.photos !== undefined, 'give one of text, messages or photos'),
  // The two checks above, in the contract's words: exactly one of text or messages, or photos alone.
  v.metadata({
    oneOf: [
      { required: ['text'] },
      { required: ['messages'] },
      { required: ['photos'], properties: { text: false, messages: false } },
    ],
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

export const ListEstimatesQuery = v.pipe(
  v.strictObject({
    limit: limitParam(20),
    starting_after: cursorParam,
    status: v.optional(v.picklist(estimateStatuses)),
    from: dateParam,
    to: dateParam,
  }),
  v.forward(v.check((q) => !q.from || !q.to || q.from <= q.to, 'must be on or after from'), ['to']),
);
export type ListEstimatesQuery = v.InferOutput<typeof ListEstimatesQuery>;
