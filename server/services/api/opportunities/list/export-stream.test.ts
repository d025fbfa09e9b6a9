import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { drainedOrClosed } from './export-stream.js';

describe('waiting for the export reply to drain', () => {
  it('leaves no listener on the reply after each wait, however many batches wait', async () => {
    const reply = new EventEmitter();
    for (let batch = 0; batch < 50; batch++) {
      const waiting = drainedOrClosed(reply);
      expect(reply.listenerCount('drain')).toBe(1);
      reply.emit('drain');
      await waiting;
      expect(reply.listenerCount('drain')).toBe(0);
      expect(reply.listenerCount('close')).toBe(0);
    }
  });

  it('ends when the reply closes instead, and leaves no drain listener', async () => {
    const reply = new EventEmitter();
    const waiting = drainedOrClosed(reply);
    reply.emit('close');
    await waiting;
    expect(reply.listenerCount('drain')).toBe(0);
    expect(reply.listenerCount('close')).toBe(0);
  });
});
