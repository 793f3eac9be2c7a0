// The few DER (X.690) shapes an X.509 v3 certificate needs, so that the local CA works on any
// machine with Node alone: no openssl binary, no npm dependency. Keys are EC P-256 and signatures
// ECDSA with SHA-256; Node's X509Certificate checks what this writes (local-ca.test.ts).
import { createHash, sign } from 'node:crypto';

/** @param {number} length */
function lengthBytes(length) {
  if (length < 0x80) return Buffer.from([length]);
  const bytes = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** @param {number} tag @param {Buffer[]} parts */
function tlv(tag, ...parts) {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), lengthBytes(body.length), body]);
}

/** @param {Buffer[]} parts */
const sequence = (...parts) => tlv(0x30, ...parts);
/** @param {number} n @param {Buffer} inner */
const explicit = (n, inner) => tlv(0xa0 | n, inner);
/** @param {Buffer} bytes */
const octetString = (bytes) => tlv(0x04, bytes);
/** A BIT STRING of whole bytes; `unusedBits` trailing zero bits of the last byte do not count. */
const bitString = (/** @type {Buffer} */ bytes, unusedBits = 0) =>
  tlv(0x03, Buffer.from([unusedBits]), bytes);
const TRUE = tlv(0x01, Buffer.from([0xff]));
/** @param {string} text */
const utf8String = (text) => tlv(0x0c, Buffer.from(text, 'utf8'));
/** A dNSName GeneralName: [2] IMPLICIT IA5String. @param {string} name */
const dnsName = (name) => tlv(0x82, Buffer.from(name, 'ascii'));

/** @param {string} dotted */
function oid(dotted) {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let high = arc >> 7; high > 0; high >>= 7) chunk.unshift((high & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** A non-negative INTEGER from big-endian bytes, in its shortest DER form. @param {Buffer} bytes */
function unsignedInteger(bytes) {
  let value = bytes;
  while (value.length > 1 && value[0] === 0 && !((value[1] ?? 0) & 0x80)) value = value.subarray(1);
  if ((value[0] ?? 0) & 0x80) value = Buffer.concat([Buffer.from([0]), value]);
  return tlv(0x02, value);
}

/** UTCTime through 2049, GeneralizedTime after (RFC 5280 §4.1.2.5). @param {Date} date */
function time(date) {
  const digits = date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  const year = date.getUTCFullYear();
  return year < 2050 ? tlv(0x17, Buffer.from(digits.slice(2))) : tlv(0x18, Buffer.from(digits));
}

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

/** @param {string} commonName */
const nameOf = (commonName) =>
  sequence(tlv(0x31, sequence(oid('2.5.4.3'), utf8String(commonName))));

/** @param {string} id @param {Buffer} value @param {boolean} [critical] */
const extension = (id, value, critical = false) =>
  sequence(oid(id), ...(critical ? [TRUE] : []), octetString(value));

/** The key identifier both sides of a chain name a key by (RFC 5280 §4.2.1.2, any unique value). */
export const keyIdOf = (/** @type {Buffer} */ spki) => createHash('sha1').update(spki).digest();

/**
 * The CA's extensions: a CA that may sign leaf certificates only (path length 0), and only for the
 * given names (name constraints), so trusting it cannot vouch for any other site.
 * @param {Buffer} spki @param {readonly string[]} permittedNames
 */
export function caExtensions(spki, permittedNames) {
  const subtrees = permittedNames.map((name) => sequence(dnsName(name)));
  return [
    extension('2.5.29.19', sequence(TRUE, unsignedInteger(Buffer.from([0]))), true),
    // keyCertSign and cRLSign: bits 5 and 6, the last bit unused.
    extension('2.5.29.15', bitString(Buffer.from([0x06]), 1), true),
    extension('2.5.29.14', octetString(keyIdOf(spki))),
    extension('2.5.29.30', sequence(tlv(0xa0, ...subtrees)), true),
  ];
}

/** A TLS server certificate for `hostnames`. @param {readonly string[]} hostnames @param {Buffer} caSpki */
export function leafExtensions(hostnames, caSpki) {
  return [
    extension('2.5.29.19', sequence(), true),
    // digitalSignature (bit 0), the only use of an ECDSA server key.
    extension('2.5.29.15', bitString(Buffer.from([0x80]), 7), true),
    extension('2.5.29.37', sequence(oid('1.3.6.1.5.5.7.3.1'))),
    extension('2.5.29.17', sequence(...hostnames.map(dnsName))),
    extension('2.5.29.35', sequence(tlv(0x80, keyIdOf(caSpki)))),
  ];
}

/**
 * @typedef {object} CertificateFields
 * @property {string} subject the subject's common name
 * @property {string} issuer the issuer's common name
 * @property {Buffer} spki the subject's public key, SubjectPublicKeyInfo DER
 * @property {import('node:crypto').KeyObject} signingKey the issuer's private key
 * @property {Buffer} serial positive, at most 20 bytes
 * @property {Date} notBefore
 * @property {Date} notAfter
 * @property {Buffer[]} extensions from caExtensions or leafExtensions
 */

/** A signed certificate in PEM. @param {CertificateFields} fields */
export function createCertificate(fields) {
  const tbs = sequence(
    explicit(0, unsignedInteger(Buffer.from([2]))),
    unsignedInteger(fields.serial),
    ECDSA_WITH_SHA256,
    nameOf(fields.issuer),
    sequence(time(fields.notBefore), time(fields.notAfter)),
    nameOf(fields.subject),
    fields.spki,
    explicit(3, sequence(...fields.extensions)),
  );
  const signature = sign('sha256', tbs, fields.signingKey);
  const der = sequence(tbs, ECDSA_WITH_SHA256, bitString(signature));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
