// A lean HTTP/1.1 client for load generation: keep-alive sockets straight over node:net, one request in flight
// per socket, each request written in one write and each answer parsed just enough (status, content-length,
// chunked) to hand back its body. The server sees ordinary HTTP/1.1 requests; what it saves is the load
// generator's own CPU, which on a shared machine is taken from the server under test (node:http's client
// cost about as much CPU per request as the API spends answering it).
import net from 'node:net';
import { parseResponse } from './lib.mjs';

/** One keep-alive connection: sends a request, parses its answer, then waits idle for the next one. */
class Connection {
  constructor(host, port, onIdle, onGone) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.buffer = Buffer.alloc(0);
    this.pending = undefined;
    this.onIdle = onIdle;
    this.gone = false;
    this.socket.on('data', (chunk) => this.receive(chunk));
    const close = (error) => {
      if (this.gone) return;
      this.gone = true;
      onGone(this);
      this.pending?.resolve({ status: 0, body: String(error?.code ?? error?.message ?? 'ECONNRESET') });
      this.pending = undefined;
    };
    this.socket.on('error', close);
    this.socket.on('close', () => close(undefined));
  }

  send(head, payload, resolve) {
    this.pending = { resolve };
    this.buffer = Buffer.alloc(0);
    this.socket.write(payload === undefined ? head : Buffer.concat([head, payload]));
  }

  receive(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    if (!this.pending) return;
    const answer = parseResponse(this.buffer);
    if (!answer) return; // not all of it yet
    const { resolve } = this.pending;
    this.pending = undefined;
    this.buffer = Buffer.alloc(0);
    if (answer.close) this.socket.end();
    else this.onIdle(this);
    resolve({ status: answer.statusCode, body: answer.body.toString('utf8') });
  }

  destroy() {
    this.socket.destroy();
  }
}

/**
 * A pool of keep-alive connections to one origin (http://host:port). `request` resolves with
 * { status, body } — status 0 and the error code when the connection failed — and never rejects.
 */
export function keepAliveClient(origin) {
  const { hostname, port } = new URL(origin);
  const idle = [];
  const open = new Set();
  const hostHeader = `Host: ${hostname}:${port}\r\n`;
  const release = (connection) => idle.push(connection);
  const forget = (connection) => {
    open.delete(connection);
    const at = idle.indexOf(connection);
    if (at >= 0) idle.splice(at, 1);
  };
  return {
    request(method, path, token, body) {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const head = Buffer.from(
        `${method} ${path} HTTP/1.1\r\n${hostHeader}Authorization: Bearer ${token}\r\n` +
          (payload ? `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\n` : '') +
          '\r\n',
        'latin1',
      );
      return new Promise((resolve) => {
        let connection = idle.pop();
        if (!connection) {
          connection = new Connection(hostname, Number(port), release, forget);
          open.add(connection);
        }
        connection.send(head, payload, resolve);
      });
    },
    /** Open connections (idle or busy). */
    get size() {
      return open.size;
    },
    destroy() {
      for (const connection of open) connection.destroy();
      open.clear();
      idle.length = 0;
    },
  };
}
