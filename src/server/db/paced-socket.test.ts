import { once } from 'node:events';
import { createServer, type Server, Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PACED_PIECE_BYTES, PacedSocket } from './paced-socket';

let server: Server | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  server?.close();
});

/** A loopback server that keeps everything it is sent; `received()` once `bytes` have come. */
async function sink(bytes: number) {
  const chunks: Buffer[] = [];
  let got = 0;
  let done: (all: Buffer) => void = () => {};
  const all = new Promise<Buffer>((resolve) => {
    done = resolve;
  });
  server = createServer((socket) =>
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      got += chunk.length;
      if (got >= bytes) done(Buffer.concat(chunks));
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { port: address.port, received: () => all };
}

describe('PacedSocket', () => {
  it('writes a large message in pieces with turns of the event loop between, in order with what follows', async () => {
    const big = Buffer.alloc(PACED_PIECE_BYTES * 4 + 10);
    for (let i = 0; i < big.length; i += 1) big[i] = i % 251;
    const { port, received } = await sink(big.length + 6);
    const writes = vi.spyOn(Socket.prototype, '_write');
    const socket = new PacedSocket();
    socket.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    socket.write(Buffer.from('head'));
    const written = new Promise((resolve) => socket.write(big, resolve));
    socket.write(Buffer.from('!!'));
    await written;
    ticking = false;
    expect(Buffer.concat([Buffer.from('head'), big, Buffer.from('!!')]).equals(await received())).toBe(true);
    const sizes = writes.mock.calls.map(([chunk]) => (chunk as Buffer).length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PACED_PIECE_BYTES);
    expect(sizes.filter((size) => size === PACED_PIECE_BYTES)).toHaveLength(4);
    expect(turns).toBeGreaterThanOrEqual(4);
    socket.destroy();
  });
});
