import 'server-only';
import { storefrontUrl } from '../storefront-origin';

/** The page the hosted checkout returns to; its CHECKOUT callback carries `orderId`, or an ERROR. */
export const STORE_PATH = '/store';

/** This storefront's absolute /store URL, from the request's (forwarded) host and protocol. */
export function storeReturnUrl(headers: Headers): string {
  return storefrontUrl(headers, STORE_PATH).toString();
}
