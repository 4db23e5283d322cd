/**
 * The regions the engine prices. Each rate = national median wage × regional
 * wage index × country markup, rounded to a whole currency unit; the job
 * minimum is an hour and a half of the region's handyman rate (see README.md).
 */
import { TRADES, type RegionDef, type Trade } from './types.js';
import { CA_WAGES, COUNTRY_MARKUP, ES_WAGES, MX_WAGES, TRADE_MARKUP, US_WAGES, type WageTable } from './wages.js';

type Country = RegionDef['country'];

const COUNTRY: Record<
  Country,
  { currency: RegionDef['currency']; locale: string; unit_system: RegionDef['unit_system']; wages: WageTable }
> = {
  US: { currency: 'USD', locale: 'en-US', unit_system: 'imperial', wages: US_WAGES },
  CA: { currency: 'CAD', locale: 'en-CA', unit_system: 'imperial', wages: CA_WAGES },
  MX: { currency: 'MXN', locale: 'es-MX', unit_system: 'metric', wages: MX_WAGES },
  ES: { currency: 'EUR', locale: 'es-ES', unit_system: 'metric', wages: ES_WAGES },
};

/** [code, name, IANA zone, wage index vs national median, locale override]. */
const ROWS: ReadonlyArray<readonly [string, string, string, number, string?]> = [
  ['US-CA', 'California', 'America/Los_Angeles', 1.22],
  ['US-TX', 'Texas', 'America/Chicago', 0.93],
  ['US-NY', 'New York', 'America/New_York', 1.2],
  ['US-FL', 'Florida', 'America/New_York', 0.91],
  ['US-WA', 'Washington', 'America/Los_Angeles', 1.22],
  ['US-IL', 'Illinois', 'America/Chicago', 1.12],
  ['US-MA', 'Massachusetts', 'America/New_York', 1.25],
  ['US-CO', 'Colorado', 'America/Denver', 1.07],
  ['US-AZ', 'Arizona', 'America/Phoenix', 0.98],
  ['US-GA', 'Georgia', 'America/New_York', 0.93],
  ['CA-ON', 'Ontario', 'America/Toronto', 1.0],
  ['CA-BC', 'British Columbia', 'America/Vancouver', 1.04],
  ['CA-AB', 'Alberta', 'America/Edmonton', 1.08],
  ['CA-QC', 'Québec', 'America/Toronto', 0.97, 'fr-CA'],
  ['MX-CMX', 'Ciudad de México', 'America/Mexico_City', 1.15],
  ['MX-JAL', 'Jalisco', 'America/Mexico_City', 1.0],
  ['MX-NLE', 'Nuevo León', 'America/Monterrey', 1.12],
  ['ES-MD', 'Comunidad de Madrid', 'Europe/Madrid', 1.12],
  ['ES-CT', 'Cataluña', 'Europe/Madrid', 1.1],
  ['ES-AN', 'Andalucía', 'Europe/Madrid', 0.92],
  ['ES-VC', 'Comunitat Valenciana', 'Europe/Madrid', 0.95],
];

function region([code, name, time_zone, index, locale]: (typeof ROWS)[number]): RegionDef {
  const country = code.slice(0, 2) as Country;
  const c = COUNTRY[country];
  const rates = {} as Record<Trade, number>;
  for (const trade of TRADES)
    rates[trade] = Math.round(c.wages[trade] * index * (TRADE_MARKUP[country][trade] ?? COUNTRY_MARKUP[country])) * 100;
  return {
    code,
    name,
    country,
    currency: c.currency,
    locale: locale ?? c.locale,
    time_zone,
    unit_system: c.unit_system,
    hourly_rates_cents: rates,
    // An hour and a half of handyman time: the trip and minimum charges cost guides quote, without dwarfing small jobs.
    job_minimum_cents: Math.round((rates.handyman * 1.5) / 500) * 500,
  };
}

export const REGIONS: readonly RegionDef[] = ROWS.map(region);
