// The thread of src/server/lib/json-worker.ts: parses large JSON request bodies as the server's own
// parser does (plugins/json-body.ts), away from its event loop. Plain JavaScript, so that it loads
// in a worker thread whatever runs the server (tsx, vitest).
import { parentPort } from 'node:worker_threads';
import secureJson from 'secure-json-parse';

// Fastify's default parser refuses __proto__ and constructor.prototype keys the same way.
const options = { protoAction: 'error', constructorAction: 'error' };

parentPort.on('message', ({ id, body }) => {
  let value;
  try {
    const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
    // A body of only whitespace is an empty object, as for a small body.
    value = text.trim() === '' ? {} : secureJson.parse(text, options);
  } catch {
    parentPort.postMessage({ id, outcome: 'invalid' });
    return;
  }
  try {
    parentPort.postMessage({ id, outcome: 'parsed', value });
  } catch {
    // Nested too deeply to be copied to the server's thread: it parses this one itself.
    parentPort.postMessage({ id, outcome: 'unclonable', body }, [body.buffer]);
  }
});
