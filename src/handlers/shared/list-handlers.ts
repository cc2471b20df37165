/** One handler per declared list, handing the validated query and the caller to the list service. */
import type { RequestContext } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { ListService } from '../../services/lists.js';
import type { AnyList } from '../../store/list-declaration.js';

type ListHandler = (input: { query: object }, context: RequestContext<{ lists: ListService }>) => Promise<Reply>;

export function listHandlers<const Lists extends readonly AnyList[]>(lists: Lists): Record<Lists[number]['operationId'], ListHandler> {
  const handlerOf =
    (list: AnyList): ListHandler =>
    async ({ query }, { services, principal }) =>
      Reply.withFragments(await services.lists.read(list, query as Record<string, unknown>, principal));
  return Object.fromEntries(lists.map((list) => [list.operationId, handlerOf(list)])) as Record<Lists[number]['operationId'], ListHandler>;
}
