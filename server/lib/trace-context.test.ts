import { describe, expect, it } from 'vitest';
import { withRequestScope } from './request-start.js';
import { formatTraceparent, incomingTrace, outgoingTraceparent, parseTraceparent } from './trace-context.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

describe('W3C trace context without the SDK', () => {
  it('reads a valid traceparent, sampled or not', () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`)).toEqual({ traceId: TRACE, parentId: PARENT, sampled: true });
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-00`)?.sampled).toBe(false);
    // A later version may carry more fields.
    expect(parseTraceparent(`01-${TRACE}-${PARENT}-01-more`)?.traceId).toBe(TRACE);
  });

  it('refuses a malformed one: a new trace starts instead', () => {
    for (const header of [
      undefined,
      '',
      `00-${TRACE}-${PARENT}`,
      `00-${TRACE.toUpperCase()}-${PARENT}-01`,
      `00-${'0'.repeat(32)}-${PARENT}-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `ff-${TRACE}-${PARENT}-01`,
      `00-${TRACE}-${PARENT}-01-extra`,
    ]) {
      expect(parseTraceparent(header), String(header)).toBeUndefined();
    }
    const fresh = incomingTrace('nonsense');
    expect(fresh.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(incomingTrace(undefined).traceId).not.toBe(fresh.traceId);
  });

  it('continues the caller’s trace with a span of its own, and sends it on calls made for the request', () => {
    const trace = incomingTrace(`00-${TRACE}-${PARENT}-01`);
    expect(trace.traceId).toBe(TRACE);
    expect(trace.spanId).not.toBe(PARENT);

    const sent = withRequestScope({ start: 0, trace }, () => outgoingTraceparent());

    expect(sent).toBe(formatTraceparent(trace));
    expect(parseTraceparent(sent)).toEqual({ traceId: TRACE, parentId: trace.spanId, sampled: true });
    expect(outgoingTraceparent()).toBeUndefined();
  });
});
