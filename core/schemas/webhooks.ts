import * as v from 'valibot';
import { eventTypes } from '../events/types.js';
import { cursorParam, limitParam } from './common.js';

const EventTypeList = v.pipe(v.array(v.picklist([...eventTypes, '*'])), v.minLength(1, 'needs at least one event type'), v.maxLength(32));
const Url = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));
const Description = v.pipe(v.string(), v.maxLength(500));

export const CreateEndpointBody = v.strictObject({
  url: Url,
  description: v.optional(Description),
  events: v.optional(EventTypeList),
});

export const UpdateEndpointBody = v.strictObject({
  url: v.optional(Url),
  description: v.optional(Description),
  events: v.optional(EventTypeList),
  status: v.optional(v.picklist(['active', 'disabled'])),
});

export const PageQuery = v.strictObject({ limit: limitParam(20), starting_after: cursorParam });

export const ListEventsQuery = v.strictObject({
  limit: limitParam(20),
  starting_after: cursorParam,
  type: v.optional(v.picklist(eventTypes)),
});

export const RedeliverBody = v.optional(v.strictObject({ endpoint: v.optional(v.pipe(v.string(), v.startsWith('whe_', 'must be a webhook endpoint id'))) }));
