/**
 * Writes that may be sent twice (design section 8, "Gateway upstream client"). The gateway names each write it sends
 * to the main API with a random `Idempotency-Key`, the same on every attempt. A service that stops listening resets
 * the connections still waiting in its accept queue, and the gateway cannot tell such a write (never read) from one
 * cut after it was done: with the key it can send it again, and the service answers a key it already answered with
 * the reply it kept, without doing the work twice (services/api/idempotency.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
