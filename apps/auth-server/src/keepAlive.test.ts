import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { serverForFile } from './test/harness';

const server = serverForFile();

/** Writes `request` on `socket` and resolves with the first chunk of the answer, or '' if the socket closes first. */
function ask(socket: ReturnType<typeof connect>, request: string): Promise<string> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => finish(chunk.toString('latin1'));
    const onClose = () => finish('');
    const finish = (answer: string) => {
      socket.off('data', onData).off('close', onClose).off('error', onClose);
      resolve(answer);
    };
    socket.on('data', onData).on('close', onClose).on('error', onClose);
    if (!socket.destroyed) socket.write(request);
  });
}

it('keeps an idle connection open longer than Node clients keep theirs (5 s), so a reused connection is never reset mid-request', async () => {
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const request = `GET /auth/v1/health HTTP/1.1\r\nHost: localhost:${server.port}\r\n\r\n`;
  expect(await ask(socket, request)).toMatch(/^HTTP\/1\.1 200/);
  // Node's own agent (and Playwright's request API) reuses an idle socket for up to 5 s; a server
  // that closed at exactly 5 s raced it and reset POSTs it could not retry.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await ask(socket, request)).toMatch(/^HTTP\/1\.1 200/);
  socket.destroy();
}, 20_000);

it('tells clients a keep-alive time well under its own (Keep-Alive: timeout=5), so a client that reads its answers late still lets go first', async () => {
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const request = `POST /auth/v1/logout HTTP/1.1\r\nHost: localhost:${server.port}\r\nContent-Length: 0\r\n\r\n`;
  const answer = await ask(socket, request);
  expect(answer).toMatch(/^HTTP\/1\.1 401/);
  // One hint, the server's: not Node's own, which says the time the server closes at.
  const hints = [...answer.matchAll(/^Keep-Alive: timeout=(\d+)\r$/gim)].map((match) => Number(match[1]));
  expect(hints).toEqual([5]);
  // undici (fetch, supabase-js) keeps an idle socket for the hint less 2 s, Node's agent for the
  // hint less 1 s; a client that gets to an answer seconds late keeps it that much longer. At
  // twice the hint the connection is still the server's to serve.
  await new Promise((resolve) => setTimeout(resolve, 2 * hints[0]! * 1000));
  expect(await ask(socket, request)).toMatch(/^HTTP\/1\.1 401/);
  socket.destroy();
}, 30_000);
