import * as v from 'valibot';
import { Environment, int } from './common.js';

/** An API key as GET /v1/me and the api_key.* events show it (never the key itself). */
export const ApiKeyResource = v.object({
  id: v.string(),
  object: v.literal('api_key'),
  environment: Environment,
  last4: v.string(),
  scopes: v.array(v.string()),
  created_at: v.string(),
  expires_at: v.nullable(v.string()),
});
export type ApiKeyResource = v.InferOutput<typeof ApiKeyResource>;

/** GET /v1/me: the account and the key making the call. */
export const AccountResource = v.object({
  object: v.literal('account'),
  id: v.string(),
  name: v.string(),
  email: v.string(),
  api_version: v.string(),
  created_at: v.string(),
  terms: v.object({ accepted_at: v.nullable(v.string()), version: v.nullable(v.string()) }),
  addons: v.object({ records: v.boolean() }),
  key: ApiKeyResource,
});
export type AccountResource = v.InferOutput<typeof AccountResource>;

/** GET /v1/balance: live credits by lot. */
export const BalanceResource = v.object({
  object: v.literal('balance'),
  environment: v.literal('live'),
  available_credits: int,
  held_credits: int,
  lots: v.array(
    v.object({
      id: v.string(),
      object: v.literal('credit_lot'),
      source: v.string(),
      initial_credits: int,
      remaining_credits: int,
      expires_at: v.nullable(v.string()),
      expired: v.boolean(),
      created_at: v.string(),
    }),
  ),
});
export type BalanceResource = v.InferOutput<typeof BalanceResource>;

/** GET /v1: the API root. */
export const ApiRootResource = v.object({
  object: v.literal('api'),
  current_version: v.string(),
  documentation: v.string(),
  contract: v.string(),
});
export type ApiRootResource = v.InferOutput<typeof ApiRootResource>;
