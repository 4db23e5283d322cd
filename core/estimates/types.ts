/** The Estimate resource and its parts: types inferred from core/schemas/estimate.ts (ports and adapters import them from here). */
export type { Environment } from '../schemas/common.js';
export type {
  AnswerStatus,
  Confidence,
  Estimate,
  EstimateCalendar,
  EstimateLabor,
  EstimateScope,
  EstimateStatus,
  EstimateTask,
  ExtraItem,
  PriceRange,
  Question,
  QuestionField,
  RateSource,
  StepLine,
  UnpricedItem,
  Unit,
} from '../schemas/estimate.js';
