import { describe, expect, it } from 'vitest';
import { createDefaultEstimator, defaultCatalog, type Catalog } from '../../../core/engine/index.js';
import { ask, converse, engine, taskIn } from './helpers.js';

const CA = defaultCatalog.regions.find((r) => r.code === 'US-CA')!;

describe('priced answers', () => {
  it('paints a 12x14 bedroom in US-CA from the catalog figures', async () => {
    const answer = await engine.estimate({
      region: 'US-CA',
      messages: [{ role: 'customer', content: 'paint a 12x14 bedroom' }],
      photos: [],
    });
    const task = taskIn('US-CA', 'painting.interior.room');
    const hours = Math.round((task.setup_hours + task.hours_per_unit * 168) * 100) / 100;
    const cost = Math.round(hours * CA.hourly_rates_cents.painting);
    expect(answer).toMatchObject({
      status: 'priced',
      locale: 'en-US',
      locale_fallback: null,
      model_calls: 0,
      question: null,
      task: { slug: 'painting.interior.room', trade: 'painting', unit: 'sq_ft', exact_match: true },
      scope: { quantity: 168, crew_size: 1, confidence: 'high' },
      labor: { hours, elapsed_hours: hours, hourly_rate_cents: CA.hourly_rates_cents.painting, rate_source: 'typical', by_the_hour: false },
      price: { min_cents: Math.round((cost * 0.9) / 100) * 100, max_cents: Math.round((cost * 1.25) / 100) * 100 },
    });
    expect(answer.steps).toHaveLength(4);
    const [scope, hoursLine, rate, labor] = answer.steps.map((s) => s.text);
    expect(scope).toContain('168 square feet');
    expect(hoursLine).toContain('labor hours');
    expect(hoursLine).toContain(String(hours));
    expect(rate).toContain('$70.00');
    expect(rate).toContain('typical');
    expect(labor).toContain('$599.20');
  });

  it('adds the crew note when the customer asks for two painters', () => {
    const answer = ask('US-CA', 'Need 2 painters to paint a 12 by 14 room');
    expect(answer.scope).toMatchObject({ quantity: 168, crew_size: 2 });
    expect(answer.labor!.elapsed_hours).toBe(Math.round((answer.labor!.hours / 2) * 100) / 100);
    expect(answer.steps).toHaveLength(5);
    expect(answer.steps[4]!.text).toMatch(/labor hours and cost stay the same/);
  });

  it('prices one item when the customer clearly means one, never below the job minimum', () => {
    const faucet = ask('US-CA', 'Can you fix a leaking faucet in my kitchen?');
    expect(faucet.status).toBe('priced');
    expect(faucet.task!.slug).toBe('plumbing.faucet.repair');
    expect(faucet.scope!.quantity).toBe(1);
    const answer = ask('US-CA', 'replace a light switch');
    expect(answer.labor!.rate_source).toBe('minimum');
    // The low end of the range is the minimum itself, not 90% of it.
    expect(answer.price!.min_cents).toBe(CA.job_minimum_cents);
    expect(answer.price!.max_cents).toBe(Math.round((CA.job_minimum_cents * 1.25) / 100) * 100);
    expect(answer.steps[3]!.text).toContain('minimum');
  });

  it('uses account rates, labelled as such', () => {
    const answer = ask('US-CA', 'paint a 12x14 bedroom', { painting: 9_000 });
    expect(answer.labor).toMatchObject({ hourly_rate_cents: 9_000, rate_source: 'account' });
    expect(answer.steps[2]!.text).toContain('account');
  });

  it('converts metres to feet in an imperial region', () => {
    const answer = ask('US-TX', 'I need 20 m2 of laminate flooring installed');
    expect(answer.task!.slug).toBe('flooring.laminate.install');
    expect(answer.scope!.quantity).toBeCloseTo(215.28, 2);
  });

  it('prices hourly work from the on-site hours given; each hour is one labor hour per worker', () => {
    const answer = ask('US-FL', 'I need 2 movers for 3 hours to load a truck');
    expect(answer.task!.slug).toBe('moving.labor');
    expect(answer.labor!.by_the_hour).toBe(true);
    expect(answer.scope).toMatchObject({ quantity: 3, crew_size: 2 });
    expect(answer.labor).toMatchObject({ hours: 6, elapsed_hours: 3 });
    expect(answer.steps[1]!.text).toBe('Hours: 2 labor hours per hour on site (crew of 2) × 3 hours = 6 labor hours.');
  });
});

describe('Spanish', () => {
  it('answers a Mexican request with Spanish steps and MXN formatting', () => {
    const answer = ask('MX-CMX', 'Quiero pintar una recámara de 4 x 3 metros con dos trabajadores');
    const mx = defaultCatalog.regions.find((r) => r.code === 'MX-CMX')!;
    expect(answer).toMatchObject({ status: 'priced', locale: 'es-MX', locale_fallback: null });
    expect(answer.task).toMatchObject({ slug: 'painting.interior.room', unit: 'sq_m' });
    expect(answer.scope).toMatchObject({ quantity: 12, crew_size: 2 });
    const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(mx.hourly_rates_cents.painting / 100);
    expect(answer.steps[0]!.text).toMatch(/^Alcance: .*12 metros cuadrados/);
    expect(answer.steps[1]!.text).toContain('horas de mano de obra');
    expect(answer.steps[2]!.text).toContain(money);
    expect(answer.steps[3]!.text).toMatch(/^Costo de mano de obra/);
    expect(answer.steps[4]!.text).toContain('no cambian');
  });

  it('uses Spain vocabulary and number format in ES-MD', () => {
    const answer = ask('ES-MD', 'Necesito un fontanero, el grifo de la cocina gotea');
    expect(answer.task!.slug).toBe('plumbing.faucet.repair');
    expect(answer.locale).toBe('es-ES');
    expect(answer.steps[2]!.text).toContain('fontanería');
    expect(answer.steps[3]!.text).toMatch(/^Coste de mano de obra: 1,5 horas/);
    expect(answer.steps[3]!.text).toContain('€');
  });

  it('gives the same figures whatever the language of the steps', () => {
    const es = ask('MX-CMX', 'pintar una habitación de 20 metros cuadrados');
    const en = ask('MX-CMX', 'paint a 20 m2 room');
    expect(es.labor).toEqual(en.labor);
    expect(es.price).toEqual(en.price);
    expect(en.steps[0]!.text).toMatch(/^Alcance/);
  });

  it('asks in the customer language', () => {
    const answer = ask('MX-JAL', 'quiero poner zoclos nuevos en la sala');
    expect(answer.status).toBe('needs_detail');
    expect(answer.question).toMatchObject({ field: 'quantity', options: null });
    expect(answer.question!.text).toMatch(/metros lineales/);
    expect(ask('US-CA', 'quiero poner zoclos nuevos en la sala').question!.text).toMatch(/pies lineales/);
  });
});

describe('statuses', () => {
  it('prices a room to paint without a size as a typical room, and says so', () => {
    const answer = ask('US-CA', 'I need my living room painted');
    expect(answer.status).toBe('priced');
    expect(answer.task).toMatchObject({ slug: 'painting.interior.room', unit: 'room' });
    expect(answer.scope).toMatchObject({ quantity: 1, confidence: 'medium' });
    expect(answer.steps.at(-1)!.text).toContain('a living room about 14 × 18 ft (252 sq ft of floor)');
  });

  it('asks for the size when trim for a room has none', () => {
    const answer = ask('US-CA', 'new baseboards in the living room');
    expect(answer.status).toBe('needs_detail');
    expect(answer.task!.slug).toBe('carpentry.baseboard.install');
    expect(answer.question).toMatchObject({ field: 'quantity', options: null });
    expect(answer.question!.text).toContain('linear feet');
    expect(answer).toMatchObject({ scope: null, labor: null, price: null, calendar: null, steps: [] });
  });

  it('takes the missing size from a later customer turn', () => {
    const answer = converse('US-CA', 'I need my living room painted', 'How big is the room?', 'about 15 by 20');
    expect(answer.status).toBe('priced');
    expect(answer.scope!.quantity).toBe(300);
    const bare = converse('US-CA', 'I need my living room painted', 'How many square feet?', '250');
    expect(bare.scope!.quantity).toBe(250);
  });

  it('ignores business turns', () => {
    const answer = converse('US-CA', 'paint my bedroom', 'Is it about 200 sq ft?', 'not sure');
    // The business's 200 sq ft is not the customer's word: one typical bedroom.
    expect(answer.scope!.quantity).toBe(1);
    expect(answer.task!.unit).toBe('room');
  });

  it('asks which job when only a trade is named', () => {
    const answer = ask('US-CA', 'I need a plumber');
    expect(answer.status).toBe('needs_detail');
    expect(answer.question!.field).toBe('task');
    expect(answer.question!.options!.length).toBeGreaterThan(1);
  });

  it('asks for a description when only photos arrive', () => {
    const answer = engine.estimateSync({ region: 'US-CA', messages: [], photos: [{ url: 'https://example.com/a.jpg' }] });
    expect(answer.status).toBe('needs_detail');
    expect(answer.question!.field).toBe('scope');
  });

  it.each([
    'Can you fix my car brakes?',
    'I need help with my taxes',
    'looking for a divorce lawyer',
    'who can walk my dog on weekdays',
    'I need a haircut',
    'necesito un abogado',
  ])('unsupported: %s', (text) => {
    expect(ask('US-CA', text).status).toBe('unsupported');
  });

  it.each(['hi', 'asdf', '???', 'hola', 'ok thanks'])('unclear: %s', (text) => {
    const answer = ask('US-CA', text);
    expect(answer.status).toBe('unclear');
    expect(answer).toMatchObject({ task: null, question: null, steps: [], extras: [], unpriced: [] });
  });
});

describe('extras and unpriced', () => {
  it('makes the largest job the main one and prices the other as an extra', () => {
    const answer = ask('US-CA', 'Replace 3 outlets in the kitchen and also install 2 ceiling fans');
    expect(answer.task!.slug).toBe('electrical.ceiling_fan.install');
    expect(answer.scope!.quantity).toBe(2);
    expect(answer.extras).toHaveLength(1);
    expect(answer.extras[0]).toMatchObject({ slug: 'electrical.outlet.install', quantity: 3, unit: 'each' });
    expect(answer.extras[0]!.price.max_cents).toBeGreaterThan(answer.extras[0]!.price.min_cents);
    expect(answer.extras[0]!.price.max_cents).toBeLessThan(answer.price!.max_cents);
  });

  it('lists a second job without a size as unpriced', () => {
    const answer = ask('US-CA', 'Paint a 10x12 bedroom. Also I want new laminate flooring in the hallway.');
    expect(answer.status).toBe('priced');
    expect(answer.unpriced).toHaveLength(1);
    expect(answer.unpriced[0]!.text).toMatch(/laminate/);
  });

  it('reports a non-home request beside a home job', () => {
    const answer = ask('US-CA', 'Paint a 10x12 bedroom and do my taxes');
    expect(answer.status).toBe('priced');
    expect(answer.unpriced).toEqual([{ text: 'do my taxes', reason: expect.any(String), trade: null }]);
  });
});

describe('locale fallback', () => {
  it('falls back to English lines for a locale without a translation', () => {
    const answer = ask('CA-QC', 'paint a 12x14 bedroom');
    expect(answer.locale).toBe('fr-CA');
    expect(answer.locale_fallback).toBe('en');
    expect(answer.steps[0]!.text).toMatch(/^Scope/);
  });

  it('works with a custom catalog', () => {
    const catalog: Catalog = { ...defaultCatalog, regions: [{ ...CA, code: 'US-ZZ', name: 'Test', job_minimum_cents: 100 }] };
    const answer = createDefaultEstimator({ catalog }).estimateSync({
      region: 'US-ZZ',
      messages: [{ role: 'customer', content: 'fix a leaking faucet' }],
      photos: [],
    });
    expect(answer.labor!.rate_source).toBe('typical');
    expect(() => createDefaultEstimator({ catalog }).estimateSync({ region: 'US-CA', messages: [], photos: [] })).toThrow(/region/);
  });
});

describe('photos', () => {
  it('asks for words when the text only points at the photos', () => {
    const answer = engine.estimateSync({
      region: 'MX-CMX',
      messages: [{ role: 'customer', content: '¿cuánto por arreglar esto?' }],
      photos: [{ url: 'https://example.com/a.jpg' }],
    });
    expect(answer.status).toBe('needs_detail');
    expect(answer.question).toMatchObject({ field: 'scope', options: null });
    expect(answer.question!.text).toMatch(/fotos/);
  });

  it('prices from the text when the text is enough', () => {
    const answer = engine.estimateSync({
      region: 'US-CA',
      messages: [{ role: 'customer', content: 'paint this 12x14 bedroom' }],
      photos: [{ url: 'https://example.com/a.jpg' }],
    });
    expect(answer.status).toBe('priced');
  });
});

describe('messages that name no job', () => {
  it.each([
    ['I want to learn guitar', 'unsupported'],
    ["What's the capital of France?", 'unsupported'],
    ['I want to sell my house', 'unsupported'],
    ['something is broken in my kitchen', 'needs_detail'],
    ["I'd like a quote", 'unclear'],
    ['¿Cuánto cobran?', 'unclear'],
    ['how much do u charge per hr', 'unclear'],
    ['Are you available tomorrow?', 'unclear'],
    ['The weather is nice today', 'unclear'],
    ['hola, ¿qué tal?', 'unclear'],
  ] as const)('%s → %s', (text, status) => {
    const answer = ask('US-CA', text);
    expect(answer.status).toBe(status);
    if (status === 'needs_detail') expect(answer.question).toMatchObject({ field: 'task', options: null });
  });
});
