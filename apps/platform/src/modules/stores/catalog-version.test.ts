import {
  GetCatalogVersionResponse,
  QueryProductsResponse,
  V3_CLIENT_ID,
  V3_SITE_ID,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { installedApps } from '../../db/schema/core';
import { encodeR } from '../../http/complex-get';
import { createSecondSite } from '../../seed/second-site';

const t = useTestApp();
let v1Token: string;
let v3Token: string;

beforeAll(async () => {
  [v1Token, v3Token] = await Promise.all([visitorToken(t.app), visitorToken(t.app, V3_CLIENT_ID)]);
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const version = async (headers: Record<string, string>, path = '/stores/v3/provision/version') => {
  const res = await get(path, headers);
  expect(res.statusCode, res.body).toBe(200);
  return GetCatalogVersionResponse.parse(res.json()).catalogVersion;
};
const V1_QUERY = `/stores-reader/v1/products/query-platformized?.r=${encodeR({ query: {} })}`;

describe('GET /stores/v3/provision/version', () => {
  it('answers V1_CATALOG on the demo site and V3_CATALOG on the seeded V3 site', async () => {
    expect(await version({ authorization: v1Token })).toBe('V1_CATALOG');
    expect(await version({ authorization: v3Token })).toBe('V3_CATALOG');
  });

  it('answers on the SDK default host path and under an API key', async () => {
    const path = '/_api/stores/v3/provision/version';
    expect(await version({ authorization: v3Token }, path)).toBe('V3_CATALOG');
    expect(await version(await ownerHeaders(t.db, V3_SITE_ID))).toBe('V3_CATALOG');
    expect(await version(await ownerHeaders(t.db))).toBe('V1_CATALOG');
  });

  it('answers STORES_NOT_INSTALLED on a site without the Stores app', async () => {
    const { siteId, clientId } = await createSecondSite(t.db);
    await t.db
      .delete(installedApps)
      .where(and(eq(installedApps.siteId, siteId), eq(installedApps.app, 'stores')));
    const token = await visitorToken(t.app, clientId);
    expect(await version({ authorization: token })).toBe('STORES_NOT_INSTALLED');
  });

  it('needs a caller', async () => {
    const res = await get('/stores/v3/provision/version', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('a Catalog V1 call on a V3 site', () => {
  it('answers 428 CATALOG_VERSION_MISMATCH pointing at getCatalogVersion', async () => {
    const res = await get(V1_QUERY, { authorization: v3Token });
    const envelope = expectAppError(res, 428, 'CATALOG_VERSION_MISMATCH');
    expect(envelope.message).toMatch(/getCatalogVersion/);
    expect(envelope.details.applicationError?.data).toEqual({
      siteCatalogVersion: 'V3_CATALOG',
      apiCatalogVersion: 'V1_CATALOG',
    });
  });

  it('is refused under an API key too, while the V1 site is served', async () => {
    const res = await get(V1_QUERY, await ownerHeaders(t.db, V3_SITE_ID));
    expectAppError(res, 428, 'CATALOG_VERSION_MISMATCH');
    const served = await get(V1_QUERY, { authorization: v1Token });
    expect(served.statusCode).toBe(200);
    expect(QueryProductsResponse.parse(served.json()).products.length).toBeGreaterThan(0);
  });
});
