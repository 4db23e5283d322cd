/**
 * Inputs of the rate method described in README.md: a national median
 * hourly wage per trade (local currency), a regional wage index, and a
 * country markup that turns a wage into what a customer is charged.
 * The figures are rounded readings of the named public sources, not quotes.
 */
import type { Trade } from './types.js';

export type WageTable = Record<Trade, number>;

/** USD, BLS OEWS (May 2023) national medians of the matching occupations. */
export const US_WAGES: WageTable = {
  painting: 23.0,
  plumbing: 30.0,
  electrical: 30.0,
  carpentry: 27.0,
  drywall: 25.5,
  flooring: 23.5,
  tile: 24.5,
  roofing: 23.5,
  hvac: 27.5,
  landscaping: 18.0,
  cleaning: 15.5,
  appliances: 23.5,
  fencing: 20.5,
  windows_doors: 25.0,
  handyman: 22.5,
  moving: 18.0,
};

/** CAD, Statistics Canada LFS / Job Bank median wages of the matching NOC groups. */
export const CA_WAGES: WageTable = {
  painting: 26,
  plumbing: 36,
  electrical: 37,
  carpentry: 30,
  drywall: 30,
  flooring: 27,
  tile: 28,
  roofing: 27,
  hvac: 36,
  landscaping: 20,
  cleaning: 18,
  appliances: 27,
  fencing: 23,
  windows_doors: 26,
  handyman: 25,
  moving: 20,
};

/** MXN, INEGI ENOE hourly income of the matching SINCO occupations (urban, 2023). */
export const MX_WAGES: WageTable = {
  painting: 65,
  plumbing: 75,
  electrical: 80,
  carpentry: 70,
  drywall: 65,
  flooring: 68,
  tile: 70,
  roofing: 65,
  hvac: 90,
  landscaping: 50,
  cleaning: 45,
  appliances: 80,
  fencing: 60,
  windows_doors: 70,
  handyman: 60,
  moving: 50,
};

/** EUR, INE Encuesta de Estructura Salarial gross hourly earnings of the matching CNO groups. */
export const ES_WAGES: WageTable = {
  painting: 12.0,
  plumbing: 13.5,
  electrical: 14.0,
  carpentry: 12.5,
  drywall: 12.5,
  flooring: 12.0,
  tile: 12.5,
  roofing: 12.5,
  hvac: 14.5,
  landscaping: 10.5,
  cleaning: 9.5,
  appliances: 13.0,
  fencing: 11.0,
  windows_doors: 12.5,
  handyman: 11.5,
  moving: 10.5,
};

/**
 * Wage to customer rate: payroll taxes and social charges, insurance,
 * vehicle, tools, unbilled travel time, overhead and margin.
 */
export const COUNTRY_MARKUP = { US: 2.5, CA: 2.4, MX: 2.2, ES: 2.9 } as const;

/**
 * Trades whose published market rates sit well below wage × country markup:
 * cleaning carries little overhead (no truck full of tools, no licence). Checked
 * against Spain's cleaning-company rates (~15-20 €/h, Cronoshare and
 * Habitissimo price guides) and Mexico's (~80-110 MXN/h for agency cleaning).
 */
export const TRADE_MARKUP: Record<keyof typeof COUNTRY_MARKUP, Partial<Record<Trade, number>>> = {
  US: {},
  CA: {},
  MX: { cleaning: 1.8 },
  ES: { cleaning: 1.7 },
};
