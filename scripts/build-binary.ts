/**
 * Builds dist/estimate-appliance: one file holding Node, the bundled appliance,
 * better-sqlite3's addon and the /docs renderer (Node single-executable
 * applications + postject).
 * Offline: it reuses the running Node binary and what is in node_modules.
 *
 *   npm run build:binary
 */
import { build, type Plugin } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { redocAsset, redocSourcePath } from '../appliance/http/docs-assets.js';
import { memoryAsset, newDatabaseAsset, sqliteAsset } from '../appliance/sea/native.js';
import { newDatabaseImage } from '../adapters/sqlite/database.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// The fuse string Node's SEA support looks for; postject flips it once the blob is in.
const fuse = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

export interface BuildOptions {
  /** Another entry file (scripts/bench/lib/cold-profile-entry.ts, a profiling variant); default the appliance's. */
  entry?: string;
  /** Also keep the bundled script here (profiles name its lines). */
  bundleCopy?: string;
}

/** Swaps the engine's lazily read word lists (english-word-lists.ts) for their statically imported twin. */
const bundledWordLists: Plugin = {
  name: 'bundled-word-lists',
  setup(b) {
    b.onResolve({ filter: /english-word-lists\.js$/ }, () => ({
      path: join(root, 'core', 'engine', 'interpret', 'english-word-lists.bundled.ts'),
    }));
  },
};

export async function buildBinary(output = join(root, 'dist', 'estimate-appliance'), options: BuildOptions = {}): Promise<string> {
  // macOS and Windows need a different injection (Mach-O segment, signing); only Linux is built here.
  if (process.platform !== 'linux') throw new Error(`build:binary targets Linux; this is ${process.platform}`);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const addon = join(dirname(require.resolve('better-sqlite3/package.json')), 'build', 'Release', 'better_sqlite3.node');
  const work = mkdtempSync(join(tmpdir(), 'estimate-sea-'));
  try {
    const bundle = join(work, 'appliance.cjs');
    const blob = join(work, 'appliance.blob');
    // SEA on Node 20 runs one CommonJS script. import.meta does not exist there:
    // the version is baked in, and the url gets a value that names no real file
    // (main.ts compares it with argv[1] to know whether it was run directly; here entry.ts runs it).
    await build({
      entryPoints: [options.entry ?? join(root, 'appliance', 'sea', 'entry.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      outfile: bundle,
      define: { ESTIMATE_VERSION: JSON.stringify(version), 'import.meta.url': JSON.stringify('file:///estimate-appliance/sea-bundle.cjs') },
      // The engine reads its English word lists from the package on first use; the executable carries them inside.
      plugins: [bundledWordLists],
      legalComments: 'none',
      logLevel: 'warning',
    });
    writeFileSync(bundle, asciiSource(readFileSync(bundle, 'utf8')));
    if (options.bundleCopy) copyFileSync(bundle, options.bundleCopy);
    const memoryAddon = join(work, memoryAsset);
    compileMemoryHelper(memoryAddon);
    // Made by the same better-sqlite3 addon the executable carries, from the same schema it bundles.
    const newDatabase = join(work, newDatabaseAsset);
    writeFileSync(newDatabase, newDatabaseImage());
    writeFileSync(
      join(work, 'sea-config.json'),
      JSON.stringify({
        // A startup snapshot of the heap with every module loaded (appliance/sea/entry.ts): the executable
        // skips compiling and evaluating the bundle. Node takes the snapshot in place of the code cache.
        main: bundle,
        output: blob,
        disableExperimentalSEAWarning: true,
        useSnapshot: true,
        // The addons are loaded with dlopen (appliance/sea/native.ts); Redoc is served at /docs (appliance/http/docs-assets.ts);
        // a new database's file is written from the image (adapters/sqlite/database.ts).
        assets: { [sqliteAsset]: addon, [memoryAsset]: memoryAddon, [redocAsset]: redocSourcePath(), [newDatabaseAsset]: newDatabase },
      }),
    );
    quiet(['--experimental-sea-config', join(work, 'sea-config.json')]);
    mkdirSync(dirname(output), { recursive: true });
    rmSync(output, { force: true });
    copyFileSync(process.execPath, output);
    chmodSync(output, 0o755);
    quiet([require.resolve('postject/dist/cli.js'), output, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', fuse]);
    return output;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The bundle with every non-ASCII character written as a `\uXXXX` escape. V8 keeps a script's
 * source for as long as its functions may be compiled (lazily, on first call), and a source with
 * a single non-ASCII character is stored two bytes per character: esbuild escapes strings but
 * leaves regular expression literals (the engine's Spanish words, `×`, `²`) and comments as
 * written, so the 3 MB bundle took 6 MB of the heap (a large object, resident for the process's
 * life). In a regular expression (with or without the u flag), a string or a comment the escape
 * means the same character; one right after a backslash would not, so that fails the build.
 */
export function asciiSource(text: string): string {
  if (/\\[^\x00-\x7f]/.test(text)) throw new Error('bundle: a non-ASCII character right after a backslash cannot be escaped');
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * appliance/sea/memory.c, against the running Node's own headers (Node-API: any Node 20 runs it).
 * Needs a C compiler (`cc`), as better-sqlite3's own build does.
 */
export function compileMemoryHelper(output: string): void {
  const headers = join(dirname(dirname(realpathSync(process.execPath))), 'include', 'node');
  const source = join(root, 'appliance', 'sea', 'memory.c');
  try {
    execFileSync('cc', ['-O2', '-shared', '-fPIC', '-Wall', '-Werror', '-I', headers, source, '-o', output], { stdio: 'pipe' });
  } catch (error) {
    const { stderr, message } = error as { stderr?: Buffer; message: string };
    throw new Error(`compiling ${source} failed (a C compiler and ${headers} are needed): ${stderr?.toString() || message}`);
  }
}

/** Runs node; its chatter (postject's harmless ELF note warnings) is shown only if the step fails. */
function quiet(args: string[]): void {
  try {
    execFileSync(process.execPath, args, { stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    process.stderr.write(`${stdout ?? ''}${stderr ?? ''}`);
    throw error;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const path = await buildBinary();
  process.stdout.write(`${path} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}
