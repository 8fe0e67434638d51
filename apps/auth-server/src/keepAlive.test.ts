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
