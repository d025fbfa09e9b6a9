import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { loginMessages as m } from '../messages.js';

const VERSION_FILE = '/version.txt';

/** The portal's version, read from /version.txt (spec section 7); shows nothing until it is known. */
export function VersionText() {
  const [version, setVersion] = useState<string>();
  useEffect(() => {
    const abort = new AbortController();
    fetch(VERSION_FILE, { signal: abort.signal })
      .then((r) => (r.ok && r.headers.get('content-type')?.startsWith('text/plain') ? r.text() : ''))
      .then((t) => setVersion(t.trim() || undefined))
      .catch(() => {});
    return () => abort.abort();
  }, []);
  if (!version) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="version">
      {m.version(version)}
    </Text>
  );
}
