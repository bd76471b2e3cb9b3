// A lean HTTP/1.1 client for load generation: keep-alive sockets straight over node:net, one request in flight
// per socket, each request written in one write and each answer parsed just enough (status, content-length,
// chunked) to hand back its body. The server sees ordinary HTTP/1.1 requests; what it saves is the load
// generator's own CPU, which on a shared machine is taken from the server under test (node:http's client
// cost about as much CPU per request as the API spends answering it).
import net from 'node:net';

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

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
    resolve({ status: answer.status, body: answer.body });
  }

  destroy() {
    this.socket.destroy();
  }
}

/** The complete response at the start of `buffer`, or undefined while bytes are missing. */
function parseResponse(buffer) {
  const headEnd = buffer.indexOf(HEADER_END);
  if (headEnd < 0) return undefined;
  const head = buffer.toString('latin1', 0, headEnd);
  const lines = head.split('\r\n');
  const status = Number(lines[0].split(' ')[1]);
  let length;
  let chunked = false;
  let close = false;
  for (let i = 1; i < lines.length; i += 1) {
    const colon = lines[i].indexOf(':');
    const name = lines[i].slice(0, colon).trim().toLowerCase();
    const value = lines[i].slice(colon + 1).trim().toLowerCase();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding') chunked = value.includes('chunked');
    else if (name === 'connection') close = value === 'close';
  }
  const bodyStart = headEnd + HEADER_END.length;
  if (!chunked) {
    const size = length ?? 0;
    if (buffer.length < bodyStart + size) return undefined;
    return { status, close, body: buffer.toString('utf8', bodyStart, bodyStart + size) };
  }
  const parts = [];
  let at = bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf(CRLF, at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (buffer.length < lineEnd + 2 + size + 2) return undefined;
    if (size === 0) return { status, close, body: Buffer.concat(parts).toString('utf8') };
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
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
