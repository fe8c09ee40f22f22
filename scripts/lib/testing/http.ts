// HTTP requests for tests of servers: the target goes on the wire exactly as given (fetch would
// normalise it), and a request line can be sent byte for byte.
import http from 'node:http';
import net from 'node:net';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
}

/** One request to `origin` with `target` as its raw request target; the whole body is read. */
export function request(origin: string, target: string, {method = 'GET', headers = {}}: RequestOptions = {}): Promise<Answer> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    // insecureHTTPParser: the servers under test are fed malformed targets; their answers still parse.
    const req = http.request({host: hostname, port, method, path: target, headers, insecureHTTPParser: true}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends `line` as the request line, for targets Node's client refuses to send; resolves with the raw answer. */
export function rawRequestLine(origin: string, line: string): Promise<string> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}
