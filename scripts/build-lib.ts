/**
 * Builds the npm package into dist/: one ESM file per entry (shared code in
 * chunks, so `ProblemError` is one class whichever entry it came through),
 * the CLI, Redoc's bundle for /docs, and the .d.ts files of the public entries.
 *
 *   npm run build:lib
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { redocAsset, redocSourcePath } from '../appliance/http/docs-assets.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** Package subpath → source entry (package.json "exports" names the same files). */
export const entries = {
  index: 'index.ts',
  sqlite: 'lib/sqlite.ts',
  postgres: 'lib/postgres.ts',
  http: 'lib/http.ts',
  webhooks: 'lib/webhooks.ts',
  cli: 'appliance/main.ts',
} as const;

export async function buildLibrary(options: { outdir?: string; declarations?: boolean } = {}): Promise<string> {
  const outdir = options.outdir ?? join(root, 'dist');
  for (const name of [...Object.keys(entries).map((e) => `${e}.js`), 'chunks', 'docs', 'types'])
    rmSync(join(outdir, name), { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(root, file)])),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
  // Where appliance/http/docs-assets.ts looks from its chunk (dist/chunks/../docs).
  mkdirSync(join(outdir, 'docs'), { recursive: true });
  copyFileSync(redocSourcePath(), join(outdir, 'docs', redocAsset));
  // Redoc is MIT-licensed; its license and the notices of what its bundle contains travel with it.
  copyFileSync(join(dirname(require.resolve('redoc/package.json')), 'LICENSE'), join(outdir, 'docs', 'redoc.LICENSE'));
  copyFileSync(`${redocSourcePath()}.LICENSE.txt`, join(outdir, 'docs', `${redocAsset}.LICENSE.txt`));
  if (options.declarations !== false) {
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', join(root, 'tsconfig.lib.json'), '--outDir', join(outdir, 'types')],
      { stdio: 'inherit' },
    );
  }
  return outdir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(`${await buildLibrary()}\n`);
}
