/**
 * Entry point of the single executable (bundled to CommonJS by
 * scripts/build-binary.ts): loads the embedded SQLite addon, then runs the CLI.
 */
import { main } from '../main.js';
import { loadEmbeddedSqlite } from './native.js';

void main(process.argv.slice(2), loadEmbeddedSqlite).then((code) => {
  if (code >= 0) process.exitCode = code;
});
