/**
 * The API reference renderer, Redoc's standalone bundle, served from this
 * process (no CDN). It is found, in order: inside the single executable (a SEA
 * asset), beside the bundled package (dist/docs/, copied by `npm run build:lib`),
 * or in node_modules when running from source.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as sea from 'node:sea';

/** Name of the file (and of the SEA asset) that holds the renderer. */
export const redocAsset = 'redoc.standalone.js';

let script: string | undefined;

/** Where the renderer lives on disk when not inside the executable: for the build steps that copy it. */
export function redocSourcePath(): string {
  return createRequire(import.meta.url).resolve(`redoc/bundles/${redocAsset}`);
}

function fromDisk(): string {
  const beside = fileURLToPath(new URL(`./docs/${redocAsset}`, import.meta.url));
  return readFileSync(existsSync(beside) ? beside : redocSourcePath(), 'utf8');
}

/** The renderer's JavaScript, read once. */
export function redocScript(): string {
  script ??= sea.isSea() ? sea.getAsset(redocAsset, 'utf8') : fromDisk();
  return script;
}
