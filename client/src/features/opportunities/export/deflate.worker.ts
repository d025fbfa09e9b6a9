/**
 * The export's compression off the page's thread: the page hands each entry's bytes over (transferred, not
 * copied) and gets the deflated entry back, so that writing the sheet and compressing it run side by side.
 * Messages: `open`, `write` {bytes}, `close`, `abort`; replies `written` (one per write), `closed` {result},
 * `failed` {message}.
 */
import { type Deflater, gzipDeflater } from './deflate.js';

interface Scope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}
const scope = self as unknown as Scope;

let current: Deflater | undefined;
const fail = (err: unknown) => scope.postMessage({ type: 'failed', message: String(err) });

scope.onmessage = ({ data }) => {
  if (data.type === 'open') current = gzipDeflater();
  else if (data.type === 'abort') {
    current?.abort(new Error('aborted'));
    current = undefined;
  } else if (!current) fail(new Error(`deflate worker: ${data.type} before open`));
  else if (data.type === 'write') current.write(data.bytes).then(() => scope.postMessage({ type: 'written' }), fail);
  else if (data.type === 'close') current.close().then((result) => scope.postMessage({ type: 'closed', result }), fail);
};
