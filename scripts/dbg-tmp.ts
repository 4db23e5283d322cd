import { createDefaultEstimator } from '../core/engine/index.js';
const e = createDefaultEstimator() as any;
const [region, ...texts] = process.argv.slice(2);
const messages = texts.map((t, i) => ({ role: i % 2 ? 'business' : 'customer', content: t }));
const a = e.estimateSync({ region, messages, photos: [] });
console.log(a.status, a.task?.slug, a.scope?.quantity, a.scope?.crew_size, JSON.stringify(a.extras.map((x: any) => [x.slug, x.quantity])), JSON.stringify(a.unpriced.map((u: any) => [u.trade, u.reason, u.description ?? u.text])));
