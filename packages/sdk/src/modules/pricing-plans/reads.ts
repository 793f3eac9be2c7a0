// The two reads every pricing-plans module makes the same way: one item by id, and a page of a
// list whose options go in the query.
import type { PagingMetadata } from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';

/** `GET {path}/{id}?id=` → the wrapped item, e.g. `{ plan }`. */
export function getById<Wrapped>(ctx: RequestContext, path: string, id: string) {
  return ctx.request<Wrapped>({ method: 'GET', path: `${path}/{id}`, pathParams: { id } });
}

/**
 * `GET {path}?<options>` → `{ <items>, pagingMetadata }`; a refused option is named
 * `options.<field>` in the validation message.
 */
export function getListPage<Page>(
  ctx: RequestContext,
  path: string,
  options: object,
  fields: readonly string[],
) {
  return ctx.request<Page & { pagingMetadata?: PagingMetadata }>({
    method: 'GET',
    path,
    data: { ...options },
    fieldMap: fieldsUnder('options', fields),
  });
}
