// `NODE_OPTIONS="--import @headless/local-platform/register-hostnames"` with NODE_EXTRA_CA_CERTS set
// to the local CA: every connection of every Node process to https://www.wixapis.com and
// https://edge.wixapis.com reaches the local platform's TLS front on 127.0.0.1:LOCAL_PLATFORM_TLS_PORT
// (`npm run platform:start -- --real-hostnames` prints both). The app's code is not touched.
import { DEFAULT_TLS_FRONT_PORT, installHostnameMap } from './hostname-map.js';

const value = process.env.LOCAL_PLATFORM_TLS_PORT || String(DEFAULT_TLS_FRONT_PORT);
const port = Number(value);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`LOCAL_PLATFORM_TLS_PORT must be a port number, got "${value}"`);
}
installHostnameMap(port);
// Without it the front's certificate is refused with a message that does not say why.
if (!process.env.NODE_EXTRA_CA_CERTS) {
  console.warn(
    'register-hostnames: NODE_EXTRA_CA_CERTS is not set; set it to the local CA (ca.pem)',
  );
}
