import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { CnpjLookupDocument, type CnpjLookupQuery } from '../../../__generated__/graphql.js';
import { cnpjCharsOf } from '../../../ui/masks.js';
import { cnpjLookupErrorMessage, isLookupUnavailable } from '../errors.js';
import { cnpjMessages as m } from '../messages.js';

export type Company = CnpjLookupQuery['cnpjLookup'];
/** `unavailable`: the lookup service itself failed (not the CNPJ): a form may let the company be typed instead. */
export type CnpjLookupResult = { ok: true; company: Company } | { ok: false; message: string; unavailable: boolean };

/**
 * Looks a company up by CNPJ; always asks the network (the limit of 3 a minute is the server's to count). A failure
 * reads in errors.ts's words.
 */
export function useCnpjLookup() {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);

  const lookup = useCallback(
    async (cnpj: string): Promise<CnpjLookupResult> => {
      setLoading(true);
      try {
        const { data } = await client.query({
          query: CnpjLookupDocument,
          variables: { cnpj: cnpjCharsOf(cnpj) },
          fetchPolicy: 'network-only',
        });
        return data
          ? { ok: true, company: data.cnpjLookup }
          : { ok: false, message: m.otherFailure, unavailable: false };
      } catch (error) {
        return { ok: false, message: cnpjLookupErrorMessage(error), unavailable: isLookupUnavailable(error) };
      } finally {
        setLoading(false);
      }
    },
    [client],
  );

  return { lookup, loading };
}
