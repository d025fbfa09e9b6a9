/**
 * The gateway's clock as this page last saw it, from the `Date` header of its replies. The access token's expiry (the
 * readable `exp` cookie) is the server's time: a device whose clock runs minutes behind would otherwise see a token
 * that is about to expire as fresh, skip its coordinated refresh, and leave the gateway to renew it for each of the
 * page's parallel operations, where every renewal after the first is a reuse that ends the session.
 */
let offsetMs = 0;

/** Takes the server's time from a reply's `Date` header (second resolution: plenty against a margin of minutes). */
export function noteServerDate(dateHeader: string | null | undefined, deviceNow = Date.now()): void {
  const server = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (!Number.isNaN(server)) offsetMs = server - deviceNow;
}

/** Now, in the server's time as far as this page knows it (the device's clock until a reply has been seen). */
export const serverNow = (): number => Date.now() + offsetMs;

/** fetch, noting the server's time from every reply. */
export const fetchNotingServerDate: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  noteServerDate(response.headers.get('date'));
  return response;
};
