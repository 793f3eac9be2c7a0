import type { PlatformApp } from '@headless/contract';
import { z } from 'zod';
import type { Db } from '../db/client';
import { routeWithAliases } from '../http/aliases';
import { guardApp } from '../http/require-app';
import { guardOwner, ownerOnly } from '../http/require-owner';
import type { App } from '../kernel/app-type';
import type { Caller } from '../kernel/caller';

type Schema = z.ZodType;
type Params = z.ZodObject;
/** The envelope of one record: an object of one field, the record (`{ staff: EventStaff }`). */
type Envelope = z.ZodObject;
/** The envelope's field: the record's name in requests and answers alike. */
type KeyOf<R extends Envelope> = keyof z.infer<R> & string;

/**
 * The routes of one kind of owned record: create on the collection's path; read, update, delete
 * and actions on the record's. Each takes and answers the record under the field of its
 * `response` envelope (`{ staff: … }`); a delete answers `{}`. Each route is the module's
 * function, given the database, the caller, and what the request holds.
 */
export interface OwnedRecordRoutes<
  R extends Envelope,
  P extends Params,
  CP extends Params,
  C extends Schema,
  U extends Schema,
> {
  /** The platform app the routes belong to (403 APP_NOT_INSTALLED without it); none for core. */
  app?: PlatformApp;
  /** Anyone may create (a buyer asking to hear back); the rest stays the owner's. */
  openCreate?: boolean;
  /** The envelope of one record; its one field names the record in the requests too. */
  response: R;
  /**
   * The documented path of the collection, with its params when it has any (an event's id), and
   * the aliases the official SDK or older clients send (docs/protocol.md §2).
   */
  collection: { path: string; aliases?: readonly string[]; params?: CP };
  one: { path: string; aliases?: readonly string[]; params: P };
  create?: {
    body: C;
    run: (db: Db, caller: Caller, input: Field<C, KeyOf<R>>, params: z.infer<CP>) => Answer<R>;
  };
  read?: (db: Db, caller: Caller, params: z.infer<P>) => Answer<R>;
  update?: {
    body: U;
    run: (db: Db, caller: Caller, params: z.infer<P>, patch: Field<U, KeyOf<R>>) => Answer<R>;
  };
  /**
   * `<one>/<name>` with no body, answering the record (back-in-stock's mark-as-notified): POST,
   * unless the action names its method.
   */
  actions?: Record<string, Action<R, P> | { method: 'POST' | 'PUT'; run: Action<R, P> }>;
  remove?: (db: Db, caller: Caller, params: z.infer<P>) => Promise<void>;
}
/** The field of a body or envelope (unknown when it has none: no module function takes that). */
type Field<S extends Schema, K extends string> =
  z.infer<S> extends Record<K, infer F> ? F : unknown;
type Answer<R extends Envelope> = Promise<Field<R, KeyOf<R>>>;
type Action<R extends Envelope, P extends Params> = (
  db: Db,
  caller: Caller,
  params: z.infer<P>,
) => Answer<R>;

/**
 * The guards of the routes: the owner's on all; or, with an open create, the app's on all and
 * the owner's on each route but the create (returned, for those routes).
 */
function guard(app: App, spec: { app?: PlatformApp; openCreate?: boolean }) {
  const platformApp = spec.app;
  if (!spec.openCreate) {
    guardOwner(app, platformApp);
    return {};
  }
  if (platformApp) guardApp(app, platformApp);
  return { preValidation: ownerOnly };
}

/** The envelope's one field; an envelope of another shape is a mistake of the spec. */
function keyOf(response: Envelope): string {
  const [key, ...more] = Object.keys(response.shape);
  if (!key || more.length) throw new Error(`an owned record's envelope has one field: ${key}`);
  return key;
}

/** Registers the routes `spec` declares on `app`, behind their guards. */
export function ownerRoutes<
  R extends Envelope,
  P extends Params,
  CP extends Params = z.ZodObject<Record<never, never>>,
  C extends Schema = Schema,
  U extends Schema = Schema,
>(app: App, spec: OwnedRecordRoutes<R, P, CP, C, U>): void {
  const guards = guard(app, spec);
  const { collection, one, create, read, update, actions = {}, remove } = spec;
  const key = keyOf(spec.response);
  const envelope = (record: unknown) => ({ [key]: record });
  const inputOf = (body: unknown) => (body as Record<string, never>)[key]!;
  const params = one.params;
  // The answers' types were checked where the spec was written (`Answer`): the envelope holds.
  const response = { 200: spec.response as Schema };
  /** The documented path of one record (or of an action on it, `suffix`), then its aliases. */
  const onePaths = (suffix = '') =>
    [one.path, ...(one.aliases ?? [])].map((path) => path + suffix) as [string, ...string[]];
  /** A route on one record, with no body, that answers it. */
  const onRecord = (
    method: 'GET' | 'POST' | 'PUT',
    paths: [string, ...string[]],
    run: Action<R, P>,
  ) =>
    routeWithAliases(app, {
      method,
      paths,
      ...guards,
      schema: { params, response },
      handler: async (request) =>
        envelope(await run(app.db, request.caller, request.params as never)),
    });

  if (create)
    routeWithAliases(app, {
      method: 'POST',
      paths: [collection.path, ...(collection.aliases ?? [])],
      schema: {
        ...(collection.params ? { params: collection.params } : {}),
        body: create.body,
        response,
      },
      handler: async (request) =>
        envelope(
          await create.run(app.db, request.caller, inputOf(request.body), request.params as never),
        ),
    });
  if (read) onRecord('GET', onePaths(), read);
  if (update)
    routeWithAliases(app, {
      method: 'PATCH',
      paths: onePaths(),
      ...guards,
      schema: { params, body: update.body, response },
      handler: async (request) =>
        envelope(
          await update.run(app.db, request.caller, request.params as never, inputOf(request.body)),
        ),
    });
  for (const [name, act] of Object.entries(actions)) {
    const { method, run } = typeof act === 'function' ? { method: 'POST' as const, run: act } : act;
    onRecord(method, onePaths(`/${name}`), run);
  }
  if (remove)
    routeWithAliases(app, {
      method: 'DELETE',
      paths: onePaths(),
      ...guards,
      schema: { params, response: { 200: z.object({}) } },
      handler: async (request) => {
        await remove(app.db, request.caller, request.params as never);
        return {};
      },
    });
}
