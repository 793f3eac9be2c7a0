import { IdentityErrorCode } from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../kernel/caller';
import { forbidden } from '../kernel/errors';

/**
 * Member-only calls need the MEMBER role: visitors, contacts, owners and apps get 403
 * MEMBER_ONLY; returns the member's id. `action` finishes the sentence "Log in as a site member
 * to …".
 */
export function memberIdOf(auth: Pick<Caller, 'identity' | 'role'>, action = 'do this'): string {
  const { identity, role } = auth;
  if (role === 'MEMBER') return identity.id;
  throw forbidden(IdentityErrorCode.memberOnly, `Log in as a site member to ${action}`, {
    identityType: identity.type,
    role,
  });
}

export function requireMember(request: FastifyRequest): string {
  return memberIdOf(request.caller);
}
