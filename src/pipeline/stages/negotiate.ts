/** Stage 2, negotiate: 406 when Accept admits none of the operation's media types. */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../errors.js';
import type { CompiledOperation } from '../compile-operation.js';
import { preferredMediaType } from '../media-type.js';

/** An Accept that names none, or an operation that produces none, admits anything. */
export function negotiate(operation: CompiledOperation, request: { headers: IncomingHttpHeaders }): void {
  const { accept } = request.headers;
  const produced = operation.responseMediaTypes;
  if (!accept || accept === '*/*' || produced.length === 0 || preferredMediaType(accept, produced) !== false) return;
  throw new ApiError('NOT_ACCEPTABLE', `This operation produces ${produced.join(', ')} only.`);
}
