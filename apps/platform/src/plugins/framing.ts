import type { FastifyReply } from 'fastify';
import type { App } from '../kernel/app-type';

const CSP = 'content-security-policy';

/**
 * Lets only these origins frame this reply's page (CSP source expressions, `http://localhost:*`
 * style); with none, nobody may. X-Frame-Options cannot name origins, so it is left out: browsers
 * that know frame-ancestors ignore it anyway.
 */
export function allowFramingBy(reply: FastifyReply, origins: readonly string[]): FastifyReply {
  const sources = origins.length ? origins.join(' ') : "'none'";
  return reply.header(CSP, `frame-ancestors ${sources}`);
}

const isHtml = (reply: FastifyReply) =>
  /^text\/html\b/i.test(String(reply.getHeader('content-type')));

/** Every HTML page refuses framing (clickjacking of Reset, a checkout's Pay) unless it says otherwise. */
export function framingPlugin(app: App): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isHtml(reply) || reply.hasHeader(CSP)) return payload;
    reply.header(CSP, "frame-ancestors 'none'").header('x-frame-options', 'DENY');
    return payload;
  });
}
