import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { App } from './app';
import { buildTestApp } from './test/build-test-app';

/** A raw connection to the listening shop: what it was sent, what it answered, when it closed. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { socket, connected, closed };
}

const portOf = (app: App) => (app.server.address() as net.AddressInfo).port;

describe('slow clients are cut off (short timeouts configured)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      env: { REQUEST_TIMEOUT_MS: '600', HEADERS_TIMEOUT_MS: '300', KEEP_ALIVE_TIMEOUT_MS: '300' },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a body sent one byte at a time is answered 408 and closed before it is complete', async () => {
    const { socket, closed } = connect(portOf(app));
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n',
    );
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) {
        socket.write('{');
        sent += 1;
      }
    }, 50);
    const answer = await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(1000);
  });

  it('a connection that sends nothing is closed', async () => {
    const { closed } = connect(portOf(app));
    expect(await closed).toMatch(/^HTTP\/1\.1 408 |^$/);
  });

  it('an idle keep-alive connection is closed after its answer', async () => {
    const { socket, closed } = connect(portOf(app));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the connection cap', () => {
  it('closes new connections beyond MAX_CONNECTIONS at once, and serves again below it', async () => {
    const app = await buildTestApp({ env: { MAX_CONNECTIONS: '3' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    onTestFinished(() => app.close());
    const port = portOf(app);
    const idle = [connect(port), connect(port), connect(port)];
    await Promise.all(idle.map((connection) => connection.connected));
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    while ((await connections()) < 3) await new Promise((resolve) => setTimeout(resolve, 10));

    const refused = connect(port);
    refused.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await refused.closed).toBe('');

    for (const connection of idle) connection.socket.destroy();
    await Promise.all(idle.map((connection) => connection.closed));
    while ((await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const served = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(served.status).toBe(200);
  });
});
