import { SAMPLE_CLIENT_ID } from '@headless/contract';
import type { App } from '../src/kernel/app-type';

/** A visitor token of the demo site, as the storefront would get it. */
export async function visitorToken(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { clientId: SAMPLE_CLIENT_ID, grantType: 'anonymous' },
  });
  return res.json().access_token as string;
}
