/**
 * What a request looks like in the log: Fastify's default fields, with the secrets of a URL
 * (the reset token in /reset-password/<token>, and token, code and state query values)
 * replaced by [redacted], so the log never holds a working link.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_KEYS = new Set(['token', 'code', 'state', 'newpassword', 'password']);
const TOKEN_PATH = /\/reset-password\/[^/?#]+/g;

function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(
    TOKEN_PATH,
    '/reset-password/[redacted]',
  );
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed key is logged as it came
      }
      return SECRET_QUERY_KEYS.has(name.toLowerCase()) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

type LoggedRequest = Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'> & {
  socket?: { remotePort?: number | undefined } | undefined;
};

export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
