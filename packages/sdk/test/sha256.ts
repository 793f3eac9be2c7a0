// An independent S256 for PKCE tests: Node's crypto, not the Web Crypto the SDK uses.
import { createHash } from 'node:crypto';

export const s256Base64Url = (text: string) =>
  createHash('sha256').update(text).digest('base64url');
