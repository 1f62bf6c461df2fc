// Plain HTTP calls to a server on a real socket, one connection each (no keep-alive pool), and
// uploads that are sent in pieces so a test can act while the body is under way.
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as it came (a file's bytes). */
  bytes: Buffer;
}

/** The envelope of an answer (throws when the body is not JSON). */
export function envelopeOf(answer: Answer): { status: string; statusCode?: number; code?: string; message?: string; data?: unknown } {
  return JSON.parse(answer.body) as { status: string };
}

function readAnswer(response: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => {
      const bytes = Buffer.concat(chunks);
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes });
    });
    response.on('error', reject);
  });
}

export function call(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...options.headers },
      },
      (response) => readAnswer(response).then(resolve, reject),
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer in time`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** Signs in over HTTP and returns the bearer header of the session. */
export async function signInOverHttp(port: number, email: string, password: string): Promise<Record<string, string>> {
  const answer = await call(port, 'POST', '/api/auth/login', { body: { email, password } });
  const authorization = answer.headers.authorization;
  if (answer.status !== 200 || typeof authorization !== 'string') throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return { authorization };
}

/** A POST whose body goes out in pieces: `sendUntil(offset)`, then `finish()` for the answer. */
export interface PiecewiseUpload {
  sendUntil(offset: number): void;
  /** Sends the rest and resolves with the answer (also if the server answered early). */
  finish(): Promise<Answer>;
  /** The answer, whenever it comes; rejects if the connection fails first. */
  readonly answer: Promise<Answer>;
  /** Goes away without finishing (the client aborts). */
  abort(): void;
}

export function piecewiseUpload(port: number, path: string, headers: Record<string, string>, payload: Buffer): PiecewiseUpload {
  let sent = 0;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent: false,
    headers: { ...headers, 'content-length': payload.length },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => readAnswer(response).then(resolve, reject));
    request.on('error', reject);
  });
  // A test that aborts or kills the server on purpose reads no answer: that is not a failure.
  answer.catch(() => undefined);
  return {
    answer,
    sendUntil(offset) {
      if (offset <= sent) return;
      request.write(payload.subarray(sent, offset));
      sent = offset;
    },
    finish() {
      request.end(payload.subarray(sent));
      sent = payload.length;
      return answer;
    },
    abort() {
      request.destroy();
    },
  };
}
