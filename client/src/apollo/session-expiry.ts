/**
 * What happens when any GraphQL call answers UNAUTHENTICATED: the app registers one handler (clear the session,
 * go to login); the Apollo error link calls it. Kept apart from the router so that the link has no UI imports.
 */
type Handler = () => void;
let handler: Handler | undefined;

export function onSessionExpired(fn: Handler): () => void {
  handler = fn;
  return () => {
    if (handler === fn) handler = undefined;
  };
}

export function sessionExpired(): void {
  handler?.();
}
