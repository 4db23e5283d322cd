/**
 * The API reference renderer, Redoc's standalone bundle, served from this
 * process (no CDN). It is found, in order: inside the single executable (a SEA
 * asset), in the built package (dist/docs/, copied by `npm run build:lib`, next
 * to this code or one folder up from its chunk), or in node_modules from source.
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
  const built = [`./docs/${redocAsset}`, `../docs/${redocAsset}`]
    .map((p) => fileURLToPath(new URL(p, import.meta.url)))
    .find((p) => existsSync(p));
  return readFileSync(built ?? redocSourcePath(), 'utf8');
}

/** The renderer's JavaScript, read once. */
export function redocScript(): string {
  script ??= sea.isSea() ? sea.getAsset(redocAsset, 'utf8') : fromDisk();
  return script;
}
