// The requests the platform-only benchmarks make to set up a run (not the ones they measure).
import { sampleClientId } from './sample-client.mjs';

/** `url`'s JSON body; any status but 200 throws, with the body. */
export async function fetchJson(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** POSTs `body` as JSON and returns the JSON answer (200 only). */
export const postJson = (url, headers, body) =>
  fetchJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A new anonymous visitor's access token, from the demo site's sample client (or `clientId`'s). */
export async function visitorToken(baseUrl, clientId = sampleClientId()) {
  const grant = { grantType: 'anonymous', clientId };
  const tokens = await postJson(`${baseUrl}/oauth2/token`, {}, grant);
  return tokens.access_token;
}
