// The thread of src/server/lib/json-worker.ts: parses large JSON request bodies as the server's own
// parser does (plugins/json-body.ts), away from its event loop, and decodes the files in them.
// Plain JavaScript, so that it loads in a worker thread whatever runs the server (tsx, vitest).
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import secureJson from 'secure-json-parse';
import { decodeFileText } from '../../shared/rules/base64-text.mjs';
import { utf8Text } from './utf8-text.mjs';

// Fastify's default parser refuses __proto__ and constructor.prototype keys the same way.
const options = { protoAction: 'error', constructorAction: 'error' };
/** Strings this long may be files (base64): decoded here, by the code validation would run. */
const FILE_TEXT_CHARS = 16 * 1024;

/**
 * Every long string of the value, by its path, decoded as a file's text would be (with the
 * sha256 of its bytes, which the server stores with a file); and the buffers to move with them.
 * Walked with a stack of its own: a value may be nested as deep as the thread could copy it.
 */
function decodeLongStrings(value) {
  const decoded = [];
  const transfer = [];
  const stack = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop();
    const item = entry.value;
    if (typeof item === 'string') {
      if (item.length < FILE_TEXT_CHARS) continue;
      const path = [];
      for (let at = entry; at.parent !== null; at = at.parent) path.push(at.key);
      const text = decodeFileText(item);
      if (typeof text === 'string') decoded.push({ path: path.reverse(), text });
      else {
        decoded.push({ path: path.reverse(), text, sha256: createHash('sha256').update(text).digest('hex') });
        transfer.push(text.buffer);
      }
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i += 1) stack.push({ value: item[i], key: i, parent: entry });
    } else if (item !== null && typeof item === 'object') {
      for (const key of Object.keys(item)) stack.push({ value: item[key], key, parent: entry });
    }
  }
  return { decoded, transfer };
}

parentPort.on('message', ({ id, body }) => {
  let value;
  try {
    const text = utf8Text(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    // A body of only whitespace is an empty object, as for a small body.
    value = text.trim() === '' ? {} : secureJson.parse(text, options);
  } catch {
    parentPort.postMessage({ id, outcome: 'invalid' });
    return;
  }
  let files;
  try {
    files = decodeLongStrings(value);
    parentPort.postMessage({ id, outcome: 'parsed', value, decoded: files.decoded }, files.transfer);
  } catch {
    // Nested too deeply to be copied to the server's thread: it parses this one itself.
    parentPort.postMessage({ id, outcome: 'unclonable', body }, [body.buffer]);
  }
});
