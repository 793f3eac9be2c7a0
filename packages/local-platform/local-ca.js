// A certificate authority of this machine only, made on first use under the platform's data folder
// and reused afterwards: apps trust its certificate (NODE_EXTRA_CA_CERTS, a browser flag), the TLS
// front serves a leaf it signs. The keys stay in that folder, readable by their owner only.
import { generateKeyPairSync, randomBytes, createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PLATFORM_API_HOSTS } from './index.js';
import { caExtensions, createCertificate, leafExtensions } from './x509.js';

const pkcs8Pem = /** @type {const} */ ({ type: 'pkcs8', format: 'pem' });
const DAY_MS = 24 * 60 * 60 * 1000;
const CA_DAYS = 3650;
/** Within the 398 days browsers accept for a server certificate. */
const LEAF_DAYS = 365;
/** A certificate this close to its end is replaced rather than reused. */
const RENEW_BEFORE_DAYS = 30;
const CA_NAME = 'Headless storefront kit local CA (this machine only)';

/** The files under the folder; `ca.pem` is the one to trust. */
export const CERT_FILES = Object.freeze({
  caCert: 'ca.pem',
  caKey: 'ca-key.pem',
  leafCert: 'leaf.pem',
  leafKey: 'leaf-key.pem',
});

function newKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { spki: publicKey.export({ type: 'spki', format: 'der' }), privateKey };
}

/** 16 random bytes with the top bit clear: a positive serial (RFC 5280 §4.1.2.2). */
function newSerial() {
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;
  return serial;
}

/** @param {Date} now @param {number} days */
const validity = (now, days) => ({
  // An hour back: a clock slightly behind still accepts a certificate made a moment ago.
  notBefore: new Date(now.getTime() - 60 * 60 * 1000),
  notAfter: new Date(now.getTime() + days * DAY_MS),
});

/** @param {string} file */
async function readIfPresent(file) {
  return readFile(file, 'utf8').catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

/** Written beside, then renamed: a reader never sees half a file. @param {string} file @param {string} text @param {number} mode */
async function writeAtomically(file, text, mode) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, text, { mode });
  await rename(temporary, file);
}

/** @param {X509Certificate} cert @param {Date} now */
const stillFresh = (cert, now) =>
  new Date(cert.validTo).getTime() - now.getTime() > RENEW_BEFORE_DAYS * DAY_MS;

/**
 * @param {string} certPem @param {string} keyPem @param {Date} now
 * @returns {X509Certificate | undefined} the CA when it can still be used as it is
 */
function reusableCa(certPem, keyPem, now) {
  const cert = new X509Certificate(certPem);
  const key = createPrivateKey(keyPem);
  return cert.ca && cert.checkPrivateKey(key) && stillFresh(cert, now) ? cert : undefined;
}

/** @param {string} dir @param {readonly string[]} hostnames @param {Date} now */
async function ensureCa(dir, hostnames, now) {
  const certPem = await readIfPresent(join(dir, CERT_FILES.caCert));
  const keyPem = await readIfPresent(join(dir, CERT_FILES.caKey));
  if (certPem && keyPem && reusableCa(certPem, keyPem, now))
    return { certPem, key: createPrivateKey(keyPem), created: false };
  const { spki, privateKey } = newKeyPair();
  const created = createCertificate({
    subject: CA_NAME,
    issuer: CA_NAME,
    spki,
    signingKey: privateKey,
    serial: newSerial(),
    ...validity(now, CA_DAYS),
    extensions: caExtensions(spki, hostnames),
  });
  await writeAtomically(join(dir, CERT_FILES.caKey), String(privateKey.export(pkcs8Pem)), 0o600);
  await writeAtomically(join(dir, CERT_FILES.caCert), created, 0o644);
  return { certPem: created, key: privateKey, created: true };
}

/** @param {string} leafPem @param {string} caPem @param {readonly string[]} hostnames @param {Date} now */
function reusableLeaf(leafPem, caPem, hostnames, now) {
  const leaf = new X509Certificate(leafPem);
  const ca = new X509Certificate(caPem);
  const names = leaf.subjectAltName === hostnames.map((name) => `DNS:${name}`).join(', ');
  return names && leaf.checkIssued(ca) && leaf.verify(ca.publicKey) && stillFresh(leaf, now);
}

/**
 * The CA and a server certificate for `hostnames` under `dir`, made when missing, expiring soon or
 * not matching (a new CA means a new leaf); otherwise the ones already there.
 * @param {string} dir e.g. `<PLATFORM_DATA_DIR>/tls`
 * @param {{ hostnames?: readonly string[], now?: Date }} [options]
 */
export async function ensureLocalCertificates(dir, options = {}) {
  const { hostnames = PLATFORM_API_HOSTS, now = new Date() } = options;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const ca = await ensureCa(dir, hostnames, now);
  const leafFile = join(dir, CERT_FILES.leafCert);
  const leafKeyFile = join(dir, CERT_FILES.leafKey);
  let leafPem = await readIfPresent(leafFile);
  let keyPem = await readIfPresent(leafKeyFile);
  const reuse = !ca.created && leafPem && keyPem;
  const leafCreated = !(reuse && reusableLeaf(leafPem ?? '', ca.certPem, hostnames, now));
  if (leafCreated) {
    const caSpki = new X509Certificate(ca.certPem).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    const { spki, privateKey } = newKeyPair();
    leafPem = createCertificate({
      subject: hostnames[0] ?? 'localhost',
      issuer: CA_NAME,
      spki,
      signingKey: ca.key,
      serial: newSerial(),
      ...validity(now, LEAF_DAYS),
      extensions: leafExtensions(hostnames, caSpki),
    });
    keyPem = String(privateKey.export(pkcs8Pem));
    await writeAtomically(leafKeyFile, keyPem, 0o600);
    await writeAtomically(leafFile, leafPem, 0o644);
  }
  return {
    caCertFile: join(dir, CERT_FILES.caCert),
    caCert: ca.certPem,
    leafCert: leafPem ?? '',
    leafKey: keyPem ?? '',
    created: { ca: ca.created, leaf: leafCreated },
  };
}
