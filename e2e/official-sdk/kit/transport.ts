// The suite uses the official SDK exactly as a developer's app would after the one line from the
// README: installLocalPlatform(url). Underneath, a recorder notes each call for docs/official-sdk.md.
import { installLocalPlatform } from '@headless/local-platform';
import { platformUrl } from '../../fixtures/env';
import { gatewayFields, recordCall } from './coverage';

function recording(next: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await next(request);
    const url = new URL(request.url);
    const gateway = gatewayFields(request.headers.get('x-wix-bi-gateway'));
    // The suite's own requests (hosted pages submitted like a browser) are not SDK calls.
    if (!gateway['method-fqn'] && !url.pathname.startsWith('/oauth2/')) return response;
    recordCall({
      packageName: gateway['package-name'] ?? '',
      method: gateway['method-fqn'] ?? '',
      httpMethod: request.method,
      path: url.pathname,
      status: response.status,
    });
    return response;
  };
}

globalThis.fetch = recording(globalThis.fetch);
installLocalPlatform(platformUrl);
