// The realtime benchmark's load generator, run as two worker threads (realtime.bench.mjs starts them): the
// POLLER holds one long poll per receiver and timestamps each answer; the SENDER sends the messages on
// schedule. Each has its own event loop and heap, so a send burst or a garbage collection in one never delays
// the other's timestamps, and neither shares a loop with the main thread's bookkeeping.
//
// It measures the server, so it keeps its own work per message as small as it can: every request's bytes are
// built once per pair and reused (a poll's lastUpdate is copied into its request in place, byte for byte,
// from the answer), answers are parsed only as far as the status, the length and the timestamp (Buffer
// searches, no strings, no JSON.parse), there is no promise, closure or timer per message, and the two
// threads share the pairs' state through memory (Atomics) instead of messages. Times come from
// process.hrtime (one monotonic clock for both threads), taken first thing when an answer's bytes arrive.
//
// Pair state (Int32Array, shared): IDLE (its poll is being answered), HELD (a poll is posted; `heldSince`, shared
// too, says when: the sender targets it once it has been held long enough to be registered on the server),
// IN_FLIGHT (a message to it was sent: its next answer is a sample).
import net from 'node:net';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

const IDLE = 0;
const HELD = 1;
const IN_FLIGHT = 2;
/** A poll counts as registered on the server this long after it was posted (as the bench always did). */
const REGISTER_MS = 300;
/** lastUpdate of a client that has seen nothing: older than any mark (the server's EPOCH). */
const EPOCH = '1970-01-01T00:00:00.000000Z';
const TIMESTAMP_LENGTH = EPOCH.length; // the server's marks: ISO-8601 UTC with microseconds

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = Buffer.from('content-length:');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');
const TIMESTAMP_KEY = Buffer.from('"timestamp":"');

const clock = () => Number(process.hrtime.bigint()) / 1e6;

const { role, host, port, state: stateBuffer, sentAt: sentAtBuffer, heldSince: heldSinceBuffer, nice } = workerData;
const state = new Int32Array(stateBuffer);
const sentAt = new Float64Array(sentAtBuffer);
const heldSince = new Float64Array(heldSinceBuffer);
if (nice !== undefined) {
  // Linux applies a nice value to the calling thread: this worker only (BENCH_CLIENT_NICE).
  try {
    os.setPriority(0, nice);
  } catch (error) {
    parentPort.postMessage({ type: 'warning', message: `nice ${nice}: ${error.message}` });
  }
}

/**
 * Where the answer at the start of `buffer` ends, or -1 while bytes are missing. The server answers with a
 * content-length (lower case, as node writes it) or chunked; nothing else is needed here.
 */
function answerEnd(buffer) {
  const headEnd = buffer.indexOf(HEAD_END);
  if (headEnd < 0) return -1;
  const at = buffer.indexOf(CONTENT_LENGTH);
  if (at >= 0 && at < headEnd) {
    let length = 0;
    for (let i = at + CONTENT_LENGTH.length; i < headEnd; i += 1) {
      const c = buffer[i];
      if (c >= 48 && c <= 57) length = length * 10 + (c - 48);
      else if (c !== 32) break;
    }
    const end = headEnd + 4 + length;
    return buffer.length >= end ? end : -1;
  }
  const chunkedEnd = buffer.indexOf(CHUNKED_END, headEnd);
  return chunkedEnd < 0 ? -1 : chunkedEnd + CHUNKED_END.length;
}
const statusOf = (buffer) => (buffer[9] - 48) * 100 + (buffer[10] - 48) * 10 + (buffer[11] - 48);

/**
 * A keep-alive connection with one request in flight; `onAnswer(connection, buffer, end, at)` gets the
 * answer's bytes (the buffer may be a chunk of the socket's, valid during the call only). A closed
 * connection answers status 0 to its pending request and reconnects on its next one.
 */
class Connection {
  constructor(onAnswer) {
    this.onAnswer = onAnswer;
    this.partial = undefined;
    this.busy = false;
    this.tag = -1;
    this.open();
  }

  open() {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk) => this.receive(chunk));
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => {
      this.socket = undefined;
      if (this.busy) {
        this.busy = false;
        this.partial = undefined;
        this.onAnswer(this, undefined, 0, clock());
      }
    });
  }

  send(bytes, tag) {
    if (!this.socket) this.open();
    this.busy = true;
    this.tag = tag;
    this.socket.write(bytes);
  }

  receive(chunk) {
    const at = clock();
    const buffer = this.partial === undefined ? chunk : Buffer.concat([this.partial, chunk]);
    const end = answerEnd(buffer);
    if (end < 0) {
      this.partial = buffer;
      return;
    }
    this.partial = undefined;
    this.busy = false;
    this.onAnswer(this, buffer, end, at);
  }

  destroy() {
    this.busy = false;
    this.socket?.destroy();
  }
}

function requestBytes(method, path, token, body) {
  const payload = body === undefined ? '' : body;
  const head =
    `${method} ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
    (body === undefined ? '' : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n`) +
    '\r\n';
  return Buffer.from(head + payload, 'latin1');
}

// ---- the poller ---------------------------------------------------------------------------------------
function poller({ tokens }) {
  const count = tokens.length;
  const latencies = new Float64Array(1 << 17);
  const sampledAt = new Float64Array(1 << 17); // when each sample's message was sent (BENCH_LATENCY_DUMP)
  let samples = 0;
  let failures = 0;
  let stopping = false;
  // Per pair: its request (its lastUpdate and timeout written in place) and its connection.
  const requests = [];
  const lastUpdateAt = [];
  const timeoutAt = [];
  for (const token of tokens) {
    const body = `{"subscriptions":[{"type":"message_unread_count","lastUpdate":"${EPOCH}"}],"timeout":25}`;
    const bytes = requestBytes('POST', '/api/v1/poll', token, body);
    requests.push(bytes);
    lastUpdateAt.push(bytes.length - body.length + body.indexOf(EPOCH));
    timeoutAt.push(bytes.length - 3);
  }
  let firstLeft = count;
  let onFirstDone;
  const post = (pair, timeout) => {
    requests[pair].write(timeout, timeoutAt[pair], 'latin1');
    connections[pair].send(requests[pair], pair);
    if (timeout === '25') {
      heldSince[pair] = clock();
      Atomics.store(state, pair, HELD);
    }
  };
  const onAnswer = (connection, buffer, end, at) => {
    const pair = connection.tag;
    const previous = Atomics.exchange(state, pair, IDLE);
    const status = buffer === undefined ? 0 : statusOf(buffer);
    let fresh = false;
    if (status === 200) {
      const key = buffer.indexOf(TIMESTAMP_KEY);
      if (key >= 0 && key < end) {
        // The update's timestamp becomes this pair's lastUpdate, copied into its request as it is.
        const from = key + TIMESTAMP_KEY.length;
        buffer.copy(requests[pair], lastUpdateAt[pair], from, from + TIMESTAMP_LENGTH);
        fresh = true;
      }
    } else failures += 1;
    if (previous === IN_FLIGHT && fresh) {
      sampledAt[samples] = sentAt[pair];
      latencies[samples++] = at - sentAt[pair];
    }
    if (firstLeft > 0 && connection.first) {
      connection.first = false;
      firstLeft -= 1;
      if (firstLeft === 0) onFirstDone();
      return;
    }
    if (!stopping) post(pair, '25');
  };
  const connections = tokens.map(() => new Connection(onAnswer));

  return {
    /** Each receiver reads its current mark (timeout 0), then holds a poll, opened 100 per 100 ms. */
    async start() {
      const firstDone = new Promise((resolve) => (onFirstDone = resolve));
      for (let pair = 0; pair < count; pair += 1) {
        connections[pair].first = true;
        post(pair, ' 0');
        if (pair % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await firstDone;
      for (let pair = 0; pair < count; pair += 1) {
        post(pair, '25');
        if (pair % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { failures };
    },
    /** Forgets the samples so far (the warm-up's) and answers their latencies. */
    reset() {
      const warmup = latencies.slice(0, samples);
      samples = 0;
      return { latencies: warmup };
    },
    stop() {
      stopping = true;
      const result = { latencies: latencies.slice(0, samples), sentAt: sampledAt.slice(0, samples), failures };
      for (const connection of connections) connection.destroy();
      return result;
    },
  };
}

// ---- the sender ---------------------------------------------------------------------------------------
function sender({ tokens, receivers }) {
  const count = tokens.length;
  // The send of each pair, built once: the message text is the same for every send of a pair.
  const sends = tokens.map((token, pair) =>
    requestBytes('POST', '/api/v1/messages', token, `{"recipientId":${receivers[pair]},"content":"bench message ${pair}"}`),
  );
  const idle = [];
  let onAnswer = () => undefined;
  const answer = (connection, buffer, end, at) => {
    idle.push(connection);
    onAnswer(connection.tag, buffer === undefined ? 0 : statusOf(buffer), at);
  };
  const all = [];
  const request = (bytes, tag) => {
    let c = idle.pop();
    if (c === undefined) all.push((c = new Connection(answer)));
    c.send(bytes, tag);
  };

  return {
    /**
     * Each sender makes one authenticated request before the clock starts: the server checks a token's
     * HMAC on its first request only, so the first checks are not what a steady state costs.
     */
    async warm() {
      const warmups = tokens.map((token) => requestBytes('GET', '/api/v1/messages/unread-count', token));
      for (let from = 0; from < count; from += 100) {
        await new Promise((resolve) => {
          let left = Math.min(100, count - from);
          onAnswer = () => (left -= 1) === 0 && resolve();
          for (let pair = from; pair < from + Math.min(100, count - from); pair += 1) request(warmups[pair], pair);
        });
      }
    },
    /** `rate` messages a second for `seconds`, each to the next receiver whose poll is registered and has nothing in flight. */
    run(rate, seconds) {
      const total = rate * seconds;
      const interval = 1000 / rate;
      const issuedAt = new Float64Array(total);
      const answeredAt = new Float64Array(total);
      const statuses = new Int32Array(total);
      let issued = 0;
      let sent = 0;
      let answered = 0;
      let missed = 0;
      let cursor = 0;
      let start = 0;
      let issueEnd = 0;
      return new Promise((resolve) => {
        const finish = () => {
          const took = [];
          const failures = {};
          let succeeded = 0;
          let lastAnswer = start;
          for (let k = 0; k < sent; k += 1) {
            took.push(answeredAt[k] - issuedAt[k]);
            if (statuses[k] === 201) succeeded += 1;
            else failures[statuses[k]] = (failures[statuses[k]] ?? 0) + 1;
            if (answeredAt[k] > lastAnswer) lastAnswer = answeredAt[k];
          }
          took.sort((a, b) => a - b);
          resolve({
            sent,
            missed,
            succeeded,
            failures,
            issueSeconds: (issueEnd - start) / 1000,
            answerSeconds: (lastAnswer - start) / 1000,
            sendP99: took.length === 0 ? NaN : took[Math.min(took.length - 1, Math.ceil(0.99 * took.length) - 1)],
          });
        };
        onAnswer = (k, status, at) => {
          answeredAt[k] = at;
          statuses[k] = status;
          answered += 1;
          if (issued === total && answered === sent) finish();
        };
        const issueOne = () => {
          issued += 1;
          const now = clock();
          for (let tries = 0; tries < count; tries += 1) {
            const pair = (cursor + tries) % count;
            if (Atomics.load(state, pair) !== HELD || now - heldSince[pair] < REGISTER_MS) continue;
            sentAt[pair] = now;
            if (Atomics.compareExchange(state, pair, HELD, IN_FLIGHT) !== HELD) continue;
            cursor = (pair + 1) % count;
            const k = sent;
            sent += 1;
            issuedAt[k] = now;
            request(sends[pair], k);
            return;
          }
          missed += 1;
        };
        const tick = () => {
          const now = clock();
          // Everything due by now (a late timer sends the backlog at once, as the schedule says).
          while (issued < total && start + issued * interval <= now + 1) issueOne();
          if (issued < total) setTimeout(tick, Math.max(0, start + issued * interval - clock()));
          else {
            issueEnd = clock();
            if (answered === sent) finish();
          }
        };
        start = clock();
        tick();
      });
    },
    close() {
      for (const c of all) c.destroy();
    },
  };
}

const worker = role === 'poller' ? poller(workerData) : sender(workerData);
parentPort.on('message', async ({ command, args = [] }) => {
  const result = await worker[command](...args);
  parentPort.postMessage({ type: 'done', command, result });
});
