import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface LeaveConnections {
  /** Closes the port and lets the kept connections go one answer at a time. */
  closePort(): void;
}

/**
 * How a closing process leaves a balancer's kept connections without failing a request it was sent
 * (decision 0069). nginx never sends a write (POST, PATCH) again once it reached a process, so:
 * - The port closes while nginx is reusing its kept connections, not opening new ones: a connection
 *   the kernel completed but the process had not yet taken is reset when the port closes, request
 *   and all (answering `Connection: close` throughout the drain made every request such a new
 *   connection, and one write in about eight restarts met that reset).
 * - Only `net.Server`'s close: `http.Server`'s also drops the idle kept connections at once, one of
 *   which nginx may be writing to at that instant.
 * - From then on each answer closes its connection, so each kept one leaves after one more request;
 *   nginx's next try meets the closed port with nothing sent and goes to another process.
 */
export function leaveConnections(app: FastifyInstance): LeaveConnections {
  let leaving = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (leaving) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    closePort() {
      leaving = true;
      Server.prototype.close.call(app.server);
    },
  };
}
