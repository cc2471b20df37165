import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { HrmServices } from '../../services/hrm/index.js';
import { SWAGGER_PAGE_CSP, swaggerPage } from '../../adapters/http/swagger-ui.js';

const page = swaggerPage('HR Service API');

export const getSwaggerUi: Handler<operations['getSwaggerUi'], HrmServices> = () =>
  Reply.raw(200, 'text/html', page, { 'Content-Security-Policy': SWAGGER_PAGE_CSP, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
