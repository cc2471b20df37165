/**
 * Versioned migrations, applied in name order at start by Kysely's Migrator. Each area adds
 * its own file; a migration once released is never edited, only followed by a new one.
 */
import type { Migration } from 'kysely';
import * as core from './001-core.js';
import * as crawler from './002-crawler.js';
import * as hrm from './003-hrm.js';
import * as marketing from './004-marketing.js';
import * as marketingListCounts from './005-marketing-list-counts.js';
import * as hrmCompanies from './006-hrm-companies.js';
import * as hrmListCounts from './007-hrm-list-counts.js';
import * as hrmItemJson from './008-hrm-item-json.js';
import * as marketingItemJson from './009-marketing-item-json.js';
import * as revocations from './010-revocations.js';
import * as listValueChecks from './011-list-value-checks.js';
import * as hrmCompanyRows from './012-hrm-company-rows.js';
import * as listTextLengths from './013-list-text-lengths.js';
import * as postgresItemJson from './014-postgres-item-json.js';

export const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-crawler': crawler,
  '003-hrm': hrm,
  '004-marketing': marketing,
  '005-marketing-list-counts': marketingListCounts,
  '006-hrm-companies': hrmCompanies,
  '007-hrm-list-counts': hrmListCounts,
  '008-hrm-item-json': hrmItemJson,
  '009-marketing-item-json': marketingItemJson,
  '010-revocations': revocations,
  '011-list-value-checks': listValueChecks,
  '012-hrm-company-rows': hrmCompanyRows,
  '013-list-text-lengths': listTextLengths,
  '014-postgres-item-json': postgresItemJson,
};
