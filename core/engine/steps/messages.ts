/** What a language must provide to explain an estimate. Figures arrive computed; languages only word them. */
import type { Unit } from '../../estimates/types.js';
import type { TaskDef, Trade } from '../catalog/types.js';
import type { Format } from './format.js';

export interface StepFacts {
  def: TaskDef;
  unit: Unit;
  quantity: number;
  crew: number;
  setupHours: number;
  hoursPerUnit: number;
  hours: number;
  elapsedHours: number;
  rateCents: number;
  rateOrigin: 'typical' | 'account';
  rawCostCents: number;
  minimumApplied: boolean;
  minimumCents: number;
  regionName: string;
}

export type UnpricedReason = 'quantity' | 'task' | 'outside';

export interface Messages {
  steps(f: StepFacts, fmt: Format): string[];
  extra(def: TaskDef, unit: Unit, quantity: number, fmt: Format): string;
  unpriced(reason: UnpricedReason): string;
  unit(unit: Unit, quantity: number): string;
  trade(trade: Trade): string;
}
