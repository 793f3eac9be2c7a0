import { DEMO_SITE_ID, V3_CLIENT_ID, V3_SITE_ID } from '@headless/contract';
import { beforeAll, expect } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';

export type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET';
type Headers = Record<string, string>;

/**
 * The app for a catalog test file, on the V3 site or the V1 demo site, its visitor's and owner's
 * headers, and the calls its tests make: `call` answers as it comes, `ok` expects 200 and answers
 * the body. Calls go as `who` unless they name other headers.
 */
export function useCatalogApp(who: 'visitor' | 'owner', catalog: 'V1' | 'V3' = 'V3') {
  const t = useTestApp();
  const as: { visitor: Headers; owner: Headers } = { visitor: {}, owner: {} };
  beforeAll(async () => {
    const v3 = catalog === 'V3';
    as.visitor = {
      authorization: await (v3 ? visitorToken(t.app, V3_CLIENT_ID) : visitorToken(t.app)),
    };
    as.owner = await ownerHeaders(t.db, v3 ? V3_SITE_ID : DEMO_SITE_ID);
  });
  const call = (method: Method, url: string, payload?: object, headers?: Headers) =>
    t.app.inject({ method, url, headers: headers ?? as[who], ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, payload?: object, headers?: Headers) => {
    const res = await call(method, url, payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { t, as, call, ok };
}
