/** What a language must provide to explain an estimate. Figures arrive computed; languages only word them. */
import type { Unit } from '../../schemas/estimate.js';
import type { TaskDef, Trade } from '../catalog/types.js';
import type { Basis } from '../interpret/resolve.js';
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
  /** How the amount became hours when it is not the task's own unit (rooms of a typical size, walls of a room). */
  basis?: Basis;
  system?: 'imperial' | 'metric';
  /** By-the-hour task: the amount is hours on site, each worth as many labor hours as there are workers. */
  onSiteHours?: boolean;
  /** A range was given; the larger figure was used. */
  ranged?: boolean;
}

export type UnpricedReason = 'quantity' | 'task' | 'outside';

export interface Messages {
  steps(f: StepFacts, fmt: Format): string[];
  /** The task's name in this language and country. */
  name(def: TaskDef): string;
  extra(def: TaskDef, unit: Unit, quantity: number, fmt: Format): string;
  unpriced(reason: UnpricedReason): string;
  unit(unit: Unit, quantity: number): string;
  trade(trade: Trade): string;
}
