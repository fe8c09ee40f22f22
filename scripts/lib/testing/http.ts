// HTTP requests for tests of servers: the target goes on the wire exactly as given (fetch would
// normalise it), and a request line can be sent byte for byte. An https: origin is reached over TLS,
// trusting only the certificate given as `ca` (the serving tests' throwaway one).
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** The certificate an https: origin must present. */
  ca?: Buffer;
}

/** One request to `origin` with `target` as its raw request target; the whole body is read. */
export function request(origin: string, target: string, {method = 'GET', headers = {}, ca}: RequestOptions = {}): Promise<Answer> {
  const {hostname, port, protocol} = new URL(origin);
  const client = protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // insecureHTTPParser: the servers under test are fed malformed targets; their answers still parse.
    const req = client.request({host: hostname, port, method, path: target, headers, ca, insecureHTTPParser: true}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends `line` as the request line, for targets Node's client refuses to send; resolves with the raw answer. */
export function rawRequestLine(origin: string, line: string, {ca}: {ca?: Buffer} = {}): Promise<string> {
  const {hostname, port, protocol} = new URL(origin);
  return new Promise((resolve, reject) => {
    const send = () => socket.end(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const socket = protocol === 'https:' ? tls.connect({host: hostname, port: Number(port), ca}, send) : net.connect(Number(port), hostname, send);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}
