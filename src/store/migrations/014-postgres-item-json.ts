/** PostgreSQL's `item_json` columns of the HR and marketing lists (item-json-columns.ts), from the items 008 and 009 froze. */
import * as hrm from './008-hrm-item-json.js';
import * as marketing from './009-marketing-item-json.js';
import { itemJsonMigration } from './item-json-columns.js';
import { LISTS as HRM_LISTS } from './007-hrm-list-counts.js';
import { LISTS as MARKETING_LISTS } from './005-marketing-list-counts.js';

export const { up, down } = itemJsonMigration('014', [HRM_LISTS, hrm.ITEMS], [MARKETING_LISTS, marketing.ITEMS]);
