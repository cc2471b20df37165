/**
 * Generates generated/<area>.ts from every API root in redocly.yaml with openapi-typescript.
 * Then generated/validators/ (scripts/generate-validators.ts): every operation's validators as code.
 * `--check` regenerates in memory and fails when a committed file differs (stale types or validators).
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import YAML from 'yaml';
import { generateValidators } from './generate-validators.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const banner = `/**\n * This file was generated from the OpenAPI spec by \`npm run generate\` (openapi-typescript).\n * Do not edit it by hand: change the spec and regenerate.\n */\n\n`;

interface RedoclyConfig {
  apis: Record<string, { root: string; 'x-openapi-ts'?: { output: string } }>;
}

const check = process.argv.includes('--check');
const config = YAML.parse(await readFile(path.join(root, 'redocly.yaml'), 'utf8')) as RedoclyConfig;
const stale: string[] = [];

for (const [name, api] of Object.entries(config.apis)) {
  const output = api['x-openapi-ts']?.output;
  if (!output) throw new Error(`redocly.yaml: api ${name} has no x-openapi-ts.output`);
  const specUrl = new URL(`file://${path.join(root, api.root)}`);
  const ast = await openapiTS(specUrl, { alphabetize: false, immutable: false });
  const text = banner + astToString(ast);
  const target = path.join(root, output);
  if (check) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== text) stale.push(output);
  } else {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
    console.log(`${api.root} → ${output}`);
  }
}

stale.push(...(await generateValidators(root, config.apis, check)));

if (stale.length > 0) {
  console.error(`generated files are stale (run npm run generate and commit): ${stale.join(', ')}`);
  process.exitCode = 1;
}
