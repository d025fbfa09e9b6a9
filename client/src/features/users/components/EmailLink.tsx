import { Link } from '@chakra-ui/react';

/**
 * A user's e-mail as a mail link on one line: a long one ends in an ellipsis rather than breaking between any two
 * letters, and the full address shows on hover (title) and is read in full by a screen reader; the link takes the
 * keyboard focus.
 */
export function EmailLink({ email, fontSize }: { email: string; fontSize?: 'sm' }) {
  return (
    <Link href={`mailto:${email}`} title={email} color="fg" fontSize={fontSize} display="block" maxW="full" truncate>
      {email}
    </Link>
  );
}
