/**
 * The handlers of an area's list operations, one per declared list (src/store/tables/*-lists.ts):
 * each hands the validated query and the caller to the area's list service (src/services/lists.ts).
 */
import type { RequestContext } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { ListService } from '../../services/lists.js';
import type { AnyList } from '../../store/list-declaration.js';

/** A handler of any operation whose area's services hold its list service. */
type ListHandler = (input: { query: object }, context: RequestContext<{ lists: ListService }>) => Promise<Reply>;

export function listHandlers<const Lists extends readonly AnyList[]>(lists: Lists): Record<Lists[number]['operationId'], ListHandler> {
  const handlerOf =
    (list: AnyList): ListHandler =>
    async ({ query }, { services, principal }) =>
      Reply.withFragments(await services.lists.read(list, query as Record<string, unknown>, principal));
  return Object.fromEntries(lists.map((list) => [list.operationId, handlerOf(list)])) as Record<Lists[number]['operationId'], ListHandler>;
}
