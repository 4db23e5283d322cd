import type { EstimateService } from '../../../core/index.js';
import { operations } from '../../../core/operations.js';
import { jsonText, listBody, type Route } from '../route.js';

/** Account and reference data: /me, /balance, /regions, /tasks. */
export function accountRoutes(service: EstimateService): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/me',
      handle: ({ ctx }) => ({ status: 200, body: service.me(ctx) }),
      doc: { operation: operations.getMe, summary: 'The account and the key making the call', tag: 'Account' },
    },
    {
      method: 'GET',
      path: '/v1/balance',
      // The balance's JSON text, kept while nothing changed (core/ledger/balance.ts); at once when the storage has it at hand.
      handle: ({ ctx }) => {
        const json = service.balanceJson(ctx);
        return json instanceof Promise ? json.then((text) => jsonText(text)) : jsonText(json);
      },
      doc: { operation: operations.getBalance, summary: 'Live credits by lot', tag: 'Account' },
    },
    {
      method: 'GET',
      path: '/v1/regions',
      handle: () => ({ status: 200, body: listBody('/v1/regions', service.reference.regions()) }),
      doc: { operation: operations.listRegions, summary: 'Regions with currency, language, time zone and rates', tag: 'Reference' },
    },
    {
      method: 'GET',
      path: '/v1/tasks',
      handle: ({ query }) => ({ status: 200, body: listBody('/v1/tasks', service.reference.tasks(query)) }),
      doc: {
        operation: operations.listTasks,
        summary: 'Jobs priced in a region (without `region`: catalog units, no rate), paged by slug',
        tag: 'Reference',
      },
    },
  ];
}
