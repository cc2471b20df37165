/** Stage 2, negotiate: 406 when Accept admits none of the operation's media types. */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../errors.js';
import type { CompiledOperation } from '../compile-operation.js';
import { preferredMediaType } from '../media-type.js';

/** Whether the request's Accept admits one of `produced` (anything when it names none). */
export function acceptsAny(request: { headers: IncomingHttpHeaders }, produced: string[]): boolean {
  const accept = request.headers.accept;
  if (!accept || accept === '*/*' || produced.length === 0) return true;
  return preferredMediaType(accept, produced) !== false;
}

export function negotiate(operation: CompiledOperation, request: { headers: IncomingHttpHeaders }): void {
  if (!acceptsAny(request, operation.responseMediaTypes)) {
    throw new ApiError('NOT_ACCEPTABLE', `This operation produces ${operation.responseMediaTypes.join(', ')} only.`);
  }
}
