/**
 * The partner-facing specs: every API of redocly.yaml that is one of the product's areas
 * (knowledge, crawler, hrm, marketing). Development stand-ins listed there too (the member
 * API) are not published. Bundling is Redocly's own `bundle`, so what partners download
 * is exactly what `redocly lint` checked.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { AREA_NAMES, type AreaName } from '../../src/config/area-names.js';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PartnerSpec {
  /** The API's name in redocly.yaml, which is also the area's name. */
  name: AreaName;
  /** The hand-written spec, relative to the project root. */
  root: string;
  /** openapi-typescript output (generated/<area>.ts), relative to the project root. */
  typesOutput: string | null;
}

/** A bundled document: the OpenAPI object as partners receive it. */
export type SpecDocument = {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI objects walked as plain JSON
  paths: Record<string, Record<string, any>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI objects walked as plain JSON
  components?: Record<string, Record<string, any>>;
  [key: string]: unknown;
};

interface RedoclyConfig {
  apis?: Record<string, { root: string; 'x-openapi-ts'?: { output?: string } }>;
}

export function isPartnerArea(name: string): name is AreaName {
  return (AREA_NAMES as readonly string[]).includes(name);
}

/** The partner specs listed in redocly.yaml, in its order. */
export async function readPartnerSpecs(root = projectRoot): Promise<PartnerSpec[]> {
  return partnerSpecsOf(YAML.parse(await readFile(path.join(root, 'redocly.yaml'), 'utf8')) as RedoclyConfig);
}

/** The same, synchronously (for tests that declare one case per spec). */
export function readPartnerSpecsSync(root = projectRoot): PartnerSpec[] {
  return partnerSpecsOf(YAML.parse(readFileSync(path.join(root, 'redocly.yaml'), 'utf8')) as RedoclyConfig);
}

function partnerSpecsOf(config: RedoclyConfig): PartnerSpec[] {
  return Object.entries(config.apis ?? {})
    .filter(([name]) => isPartnerArea(name))
    .map(([name, api]) => ({ name: name as AreaName, root: api.root, typesOutput: api['x-openapi-ts']?.output ?? null }));
}

const run = promisify(execFile);
const redoclyCli = path.join(projectRoot, 'node_modules/@redocly/cli/bin/cli.js');

/**
 * Bundles the named APIs of redocly.yaml (one Redocly process for all of them) into
 * self-contained documents: every external `$ref` is pulled into `components`. (Redocly
 * takes `-o` as a folder for several APIs and as the file itself for one.)
 */
export async function bundleSpecs(names: readonly string[], root = projectRoot): Promise<Map<string, SpecDocument>> {
  const bundles = new Map<string, SpecDocument>();
  if (names.length === 0) return bundles;
  const out = await mkdtemp(path.join(tmpdir(), 'spec-bundle-'));
  try {
    try {
      await run(process.execPath, [redoclyCli, 'bundle', ...names, '--config', 'redocly.yaml', '--lint-config', 'off', '--ext', 'json', '-o', names.length === 1 ? path.join(out, `${names[0]}.json`) : out], {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
    } catch (error) {
      const stderr = String((error as { stderr?: string }).stderr ?? '');
      const reason = stderr.split('\n').filter((line) => line.trim() && !/[║╔╚]/.test(line)).slice(-6).join('\n');
      throw new Error(`redocly bundle failed for ${names.join(', ')}:\n${reason || (error as Error).message}`);
    }
    for (const name of names) bundles.set(name, JSON.parse(await readFile(path.join(out, `${name}.json`), 'utf8')) as SpecDocument);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  return bundles;
}

/** Every `$ref` in a document that does not point inside the document itself. */
export function externalRefs(document: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.push(value);
        else walk(value);
      }
    }
  };
  walk(document);
  return found;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface DocumentOperation {
  method: (typeof HTTP_METHODS)[number];
  path: string;
  operationId: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI objects walked as plain JSON
  operation: Record<string, any>;
}

/** The operations of a document, in path order. */
export function operationsOf(document: SpecDocument): DocumentOperation[] {
  const operations: DocumentOperation[] = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (operation) operations.push({ method, path: route, operationId: String(operation.operationId ?? `${method} ${route}`), operation });
    }
  }
  return operations;
}
