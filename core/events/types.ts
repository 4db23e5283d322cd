/** Event and delivery shapes: inferred from core/schemas/event.ts (ports and adapters import them from here). */
export { eventTypes } from '../schemas/event.js';
export type { DeliveryAttempt, EventBody, EventType } from '../schemas/event.js';
