import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address';
import { OWN_FRONT_HEADER } from './own-front';
import { trustedPeerCheck } from './trusted-proxies';

const listed = ['127.0.0.0/8', '::1', '10.0.0.0/8'];
const FRONT_TOKEN = 'front-secret-of-this-run';

/** A request as clientAddressOf reads it: the peer, the headers, the listed proxies. */
const requestFrom = (
  remoteAddress: string,
  headers: Record<string, string | string[]> = {},
  proxies: readonly string[] = listed,
) =>
  ({
    server: {
      publicOriginPolicy: {
        isTrustedPeer: trustedPeerCheck(proxies),
        isListedProxy: trustedPeerCheck(proxies),
        publicUrl: undefined,
        frontToken: FRONT_TOKEN,
      },
    },
    socket: { remoteAddress },
    ip: remoteAddress,
    headers,
  }) as unknown as FastifyRequest;

describe('clientAddressOf', () => {
  it('is the peer when no proxy is involved, whatever the headers say', () => {
    expect(clientAddressOf(requestFrom('203.0.113.7'))).toBe('203.0.113.7');
    const spoofed = { 'x-forwarded-for': '198.51.100.1', forwarded: 'for=198.51.100.2' };
    expect(clientAddressOf(requestFrom('203.0.113.7', spoofed))).toBe('203.0.113.7');
  });

  it('is the address a trusted proxy reports, skipping the trusted hops', () => {
    const chain = { 'x-forwarded-for': '203.0.113.7, 10.0.0.9' };
    expect(clientAddressOf(requestFrom('10.0.0.5', chain))).toBe('203.0.113.7');
    expect(clientAddressOf(requestFrom('::ffff:127.0.0.1', chain))).toBe('203.0.113.7');
    // Repeated header lines are one list.
    const lines = { 'x-forwarded-for': ['203.0.113.7', '10.0.0.9'] };
    expect(clientAddressOf(requestFrom('10.0.0.5', lines))).toBe('203.0.113.7');
  });

  it('never goes past the first untrusted hop: what the client wrote further left is ignored', () => {
    const headers = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' };
    expect(clientAddressOf(requestFrom('10.0.0.5', headers))).toBe('203.0.113.7');
  });

  it('reads Forwarded for= (quoted, IPv6 in brackets, with a port) before X-Forwarded-For', () => {
    const headers = {
      forwarded: 'for=198.51.100.1;proto=https, for="[2001:db8::1]:4711";host=shop.example',
      'x-forwarded-for': '203.0.113.9',
    };
    expect(clientAddressOf(requestFrom('10.0.0.5', headers))).toBe('2001:db8::1');
    const withPort = { forwarded: 'for="203.0.113.7:5000"' };
    expect(clientAddressOf(requestFrom('10.0.0.5', withPort))).toBe('203.0.113.7');
  });

  it('stops at the reporting hop when an entry is not an address', () => {
    for (const forwarded of ['for=unknown', 'for=_hidden', 'proto=https', 'for="not an ip"'])
      expect(clientAddressOf(requestFrom('10.0.0.5', { forwarded }))).toBe('10.0.0.5');
    const garbage = { 'x-forwarded-for': '203.0.113.7, evil' };
    expect(clientAddressOf(requestFrom('10.0.0.5', garbage))).toBe('10.0.0.5');
  });

  it('is the trusted peer itself when it forwards nothing', () => {
    expect(clientAddressOf(requestFrom('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('ignores what loopback forwards unless PLATFORM_TRUSTED_PROXIES lists it', () => {
    const claimed = { 'x-forwarded-for': '198.51.100.1' };
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(clientAddressOf(requestFrom(peer, claimed, []))).toBe(peer);
    expect(clientAddressOf(requestFrom('127.0.0.1', claimed, ['10.0.0.0/8']))).toBe('127.0.0.1');
    expect(clientAddressOf(requestFrom('127.0.0.1', claimed, ['127.0.0.1']))).toBe('198.51.100.1');
  });

  it('trusts the platform’s own TLS front, by its secret, for one hop', () => {
    const fromFront = { [OWN_FRONT_HEADER]: FRONT_TOKEN, 'x-forwarded-for': '198.51.100.1' };
    expect(clientAddressOf(requestFrom('127.0.0.1', fromFront, []))).toBe('198.51.100.1');
    // Only one hop: what a client wrote further left is its own claim.
    const chain = { ...fromFront, 'x-forwarded-for': '203.0.113.9, 198.51.100.1' };
    expect(clientAddressOf(requestFrom('127.0.0.1', chain, []))).toBe('198.51.100.1');
    // Another secret, or the right one from off this machine, is nobody's front.
    const forged = { ...fromFront, [OWN_FRONT_HEADER]: 'front-secret-of-this-ru!' };
    expect(clientAddressOf(requestFrom('127.0.0.1', forged, []))).toBe('127.0.0.1');
    expect(clientAddressOf(requestFrom('192.0.2.50', fromFront, []))).toBe('192.0.2.50');
  });
});
