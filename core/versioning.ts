import { ProblemError } from './errors/problem.js';

/** API versions this build answers in, newest last. */
export const apiVersions = ['2026-10-05'] as const;
export type ApiVersion = (typeof apiVersions)[number];
export const currentApiVersion: ApiVersion = '2026-10-05';

/** The `Service-Version` request header picks the version; absent, the account's pinned one. */
export function resolveApiVersion(requested: string | null | undefined, pinned: string): ApiVersion {
  const wanted = requested?.trim() || pinned;
  const known = apiVersions.find((v) => v === wanted);
  if (!known) {
    throw new ProblemError('unsupported_version', `Service-Version '${wanted}' is not supported. Use one of: ${apiVersions.join(', ')}.`);
  }
  return known;
}
