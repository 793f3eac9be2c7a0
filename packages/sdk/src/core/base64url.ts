/**
 * base64url of UTF-8 text without `=` padding, as the `.r` GET encoding needs (docs/protocol.md
 * §1.3).
 */
export function base64UrlEncode(text: string): string {
  return base64UrlEncodeBytes(new TextEncoder().encode(text));
}

export function base64UrlEncodeBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(encoded: string): string {
  return new TextDecoder().decode(base64UrlDecodeBytes(encoded));
}

/** The bytes of base64url, padded or not; throws when `encoded` is not base64url at all. */
export function base64UrlDecodeBytes(encoded: string): Uint8Array<ArrayBuffer> {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
