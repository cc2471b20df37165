/**
 * Local areas as contract targets: `--area hrm` means this project's spec/hrm.yaml and the
 * area's address from the settings (HOST and HRM_PORT, default 127.0.0.1:8083).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AREA_NAMES, type AreaName } from '../config/area-names.js';
import { specPathOf } from '../config/spec-paths.js';
import { loadSettings, SettingsError } from '../config/settings.js';
import { UsageError } from '../config/command-line.js';
import { ContractSpecError } from './errors.js';

export function isAreaName(value: string): value is AreaName {
  return (AREA_NAMES as readonly string[]).includes(value);
}

/** The spec path as a user would type it: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

export interface AreaTarget {
  area: AreaName;
  specPath: string;
  baseUrl: string;
}

export function areaTarget(area: string, env: Record<string, string | undefined> = process.env): AreaTarget {
  if (!isAreaName(area)) throw new UsageError(`unknown area "${area}"; known: ${AREA_NAMES.join(', ')}`);
  let settings;
  try {
    // Only HOST and the ports are read: no member API is needed, in production either.
    settings = loadSettings(env, { requireMemberApi: false });
  } catch (error) {
    if (error instanceof SettingsError) throw new UsageError(`configuration error: ${error.message}`);
    throw error;
  }
  const specPath = specPathOf(area);
  if (!existsSync(specPath)) throw new ContractSpecError(`${displayPath(specPath)}: no such file (area ${area} has no spec yet)`);
  const host = settings.host === '0.0.0.0' ? '127.0.0.1' : settings.host === '::' ? '[::1]' : settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return { area, specPath: displayPath(specPath), baseUrl: `http://${host}:${settings.ports[area]}` };
}
