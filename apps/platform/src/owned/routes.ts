import type { PlatformApp } from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { routeWithAliases } from '../http/aliases';
import { requireApp } from '../http/require-app';
import { requireOwner } from '../http/require-owner';
import type { App } from '../kernel/app-type';
import type { Caller } from '../kernel/caller';

type Schema = z.ZodType;
type Params = z.ZodObject;

/**
 * The routes of one kind of owned record: create on the collection's path; read, update, delete
 * and actions on the record's. Each takes and answers the record under the envelope's key
 * (`{ staff: … }`); a delete answers `{}`. Each route is the module's function, given the
 * database, the caller, and what the request holds.
 */
export interface OwnedRecordRoutes<
  K extends string,
  R extends Schema,
  P extends Params,
  CP extends Params,
  C extends Schema,
  U extends Schema,
> {
  /** The platform app the routes belong to (403 APP_NOT_INSTALLED without it); none for core. */
  app?: PlatformApp;
  /** Anyone may create (a buyer asking to hear back); the rest stays the owner's. */
  openCreate?: boolean;
  /** The envelope's key, in requests and responses alike. */
  key: K;
  /** The envelope of one record. */
  response: R;
  /** The documented path of the collection, with its params when it has any (an event's id). */
  collection: { path: string; params?: CP };
  one: { path: string; params: P };
  create?: {
    body: C;
    run: (db: Db, caller: Caller, input: Field<C, K>, params: z.infer<CP>) => Answer<R, K>;
  };
  read?: (db: Db, caller: Caller, params: z.infer<P>) => Answer<R, K>;
  update?: {
    body: U;
    run: (db: Db, caller: Caller, params: z.infer<P>, patch: Field<U, K>) => Answer<R, K>;
  };
  /** POST `<one>/<name>` with no body, answering the record (back-in-stock's mark-as-notified). */
  actions?: Record<string, (db: Db, caller: Caller, params: z.infer<P>) => Answer<R, K>>;
  remove?: (db: Db, caller: Caller, params: z.infer<P>) => Promise<void>;
}
type Field<S extends Schema, K extends string> = z.infer<S> extends Record<K, infer F> ? F : never;
type Answer<R extends Schema, K extends string> = Promise<Field<R, K>>;

/**
 * The owner's guard on every route of `app`: owner first, so a visitor learns nothing from
 * validation (403 before 400), then the platform app when there is one.
 */
export function guardOwner(app: App, platformApp?: PlatformApp): void {
  app.addHook('preValidation', async (request) => {
    requireOwner(request);
    if (platformApp) await requireApp(request, platformApp);
  });
}

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
  if (platformApp) app.addHook('preValidation', (request) => requireApp(request, platformApp));
  const ownerOnly = async (request: FastifyRequest) => requireOwner(request);
  return { preValidation: ownerOnly };
}

/** Registers the routes `spec` declares on `app`, behind their guards. */
export function ownerRoutes<
  K extends string,
  R extends Schema,
  P extends Params,
  CP extends Params = z.ZodObject<Record<never, never>>,
  C extends Schema = Schema,
  U extends Schema = Schema,
>(app: App, spec: OwnedRecordRoutes<K, R, P, CP, C, U>): void {
  const ownerOnly = guard(app, spec);
  const { key, collection, one, create, read, update, actions = {}, remove } = spec;
  const envelope = (record: unknown) => ({ [key]: record });
  const inputOf = (body: unknown) => (body as Record<K, never>)[key];
  const params = one.params;
  // The answers' types were checked where the spec was written (`Answer`): the envelope holds.
  const response = { 200: spec.response as Schema };

  if (create)
    routeWithAliases(app, {
      method: 'POST',
      paths: [collection.path],
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
  if (read)
    routeWithAliases(app, {
      method: 'GET',
      paths: [one.path],
      ...ownerOnly,
      schema: { params, response },
      handler: async (request) =>
        envelope(await read(app.db, request.caller, request.params as never)),
    });
  if (update)
    routeWithAliases(app, {
      method: 'PATCH',
      paths: [one.path],
      ...ownerOnly,
      schema: { params, body: update.body, response },
      handler: async (request) =>
        envelope(
          await update.run(app.db, request.caller, request.params as never, inputOf(request.body)),
        ),
    });
  for (const [name, act] of Object.entries(actions))
    routeWithAliases(app, {
      method: 'POST',
      paths: [`${one.path}/${name}`],
      ...ownerOnly,
      schema: { params, response },
      handler: async (request) =>
        envelope(await act(app.db, request.caller, request.params as never)),
    });
  if (remove)
    routeWithAliases(app, {
      method: 'DELETE',
      paths: [one.path],
      ...ownerOnly,
      schema: { params, response: { 200: z.object({}) } },
      handler: async (request) => {
        await remove(app.db, request.caller, request.params as never);
        return {};
      },
    });
}
