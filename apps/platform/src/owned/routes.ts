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
 * The routes of one kind of owned record (docs/protocol.md): create on the collection's path;
 * read, update, delete and actions on the record's. Each takes and answers the record under its
 * envelope key (`{ staff: … }`); a delete answers `{}`.
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
  /** The documented paths of the collection and of one record (aliases: none so far). */
  paths: { collection: string; one: string };
  schemas: {
    /** The collection path's params, when it has any (an event's staff: the event id). */
    collectionParams?: CP;
    params: P;
    create?: C;
    update?: U;
    /** The envelope of one record. */
    response: R;
  };
  create?: (db: Db, caller: Caller, input: Field<C, K>, params: z.infer<CP>) => Answer<R, K>;
  read?: (db: Db, caller: Caller, params: z.infer<P>) => Answer<R, K>;
  update?: (db: Db, caller: Caller, params: z.infer<P>, patch: Field<U, K>) => Answer<R, K>;
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
  return { preValidation: async (request: FastifyRequest) => requireOwner(request) };
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
  const { key, paths, schemas } = spec;
  const envelope = (record: unknown) => ({ [key]: record });
  const inputOf = (body: unknown) => (body as Record<K, never>)[key];
  const params = schemas.params;
  // The answers' types were checked where the spec was written (`Answer`): the envelope holds.
  const response = { 200: schemas.response as Schema };

  const { create, read, update, actions = {}, remove } = spec;
  if (create && schemas.create)
    routeWithAliases(app, {
      method: 'POST',
      paths: [paths.collection],
      schema: {
        ...(schemas.collectionParams ? { params: schemas.collectionParams } : {}),
        body: schemas.create,
        response,
      },
      handler: async (request) =>
        envelope(
          await create(app.db, request.caller, inputOf(request.body), request.params as never),
        ),
    });
  if (read)
    routeWithAliases(app, {
      method: 'GET',
      paths: [paths.one],
      ...ownerOnly,
      schema: { params, response },
      handler: async (request) =>
        envelope(await read(app.db, request.caller, request.params as never)),
    });
  if (update && schemas.update)
    routeWithAliases(app, {
      method: 'PATCH',
      paths: [paths.one],
      ...ownerOnly,
      schema: { params, body: schemas.update, response },
      handler: async (request) =>
        envelope(
          await update(app.db, request.caller, request.params as never, inputOf(request.body)),
        ),
    });
  for (const [name, act] of Object.entries(actions))
    routeWithAliases(app, {
      method: 'POST',
      paths: [`${paths.one}/${name}`],
      ...ownerOnly,
      schema: { params, response },
      handler: async (request) =>
        envelope(await act(app.db, request.caller, request.params as never)),
    });
  if (remove)
    routeWithAliases(app, {
      method: 'DELETE',
      paths: [paths.one],
      ...ownerOnly,
      schema: { params, response: { 200: z.object({}) } },
      handler: async (request) => {
        await remove(app.db, request.caller, request.params as never);
        return {};
      },
    });
}
