/**
 * Writes the settings table of appliance/config.ts into README.md between
 * `<!-- settings:start -->` and `<!-- settings:end -->` (test/appliance/config.test.ts checks it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { settingsTable } from '../appliance/config.js';

const readme = readFileSync('README.md', 'utf8');
const marked = /<!-- settings:start -->\n[\s\S]*?<!-- settings:end -->/;
if (!marked.test(readme)) throw new Error('README.md has no <!-- settings:start --> ... <!-- settings:end --> block');
writeFileSync(
  'README.md',
  readme.replace(marked, () => `<!-- settings:start -->\n${settingsTable()}\n<!-- settings:end -->`),
);
