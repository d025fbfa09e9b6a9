import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { ExportPersonalDataDocument, type ExportPersonalDataQuery } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { saveFile } from '../../../lib/download.js';
import { useFeedback } from '../../../ui/feedback.js';
import { privacyErrorMessage } from '../errors.js';
import { privacyMessages as m } from '../messages.js';

export type PersonalDataExport = ExportPersonalDataQuery['exportPersonalData'];

/** What the JSON file holds: the export as the schema names it, without the client's cache fields. */
export function exportFileContent(data: PersonalDataExport): string {
  return JSON.stringify(data, (key, value) => (key === '__typename' ? undefined : value), 2);
}

/**
 * Asks the brand's records of an address (always from the server: each export is audited there) and downloads them
 * as a JSON file; a failure opens "Ops!" in errors.ts's words.
 */
export function useExportPersonalData() {
  const client = useApolloClient();
  const feedback = useFeedback();
  const [loading, setLoading] = useState(false);
  const exportPersonalData = async (email: string): Promise<PersonalDataExport | null> => {
    setLoading(true);
    try {
      const { data } = await client.query({
        query: ExportPersonalDataDocument,
        variables: { email },
        fetchPolicy: 'no-cache',
      });
      const found = data?.exportPersonalData;
      if (!found) return null;
      saveFile(new Blob([exportFileContent(found)], { type: 'application/json' }), m.fileName(found.email));
      return found;
    } catch (error) {
      if (!isSessionEnd(error)) feedback.showError(privacyErrorMessage('exportPersonalData', error));
      return null;
    } finally {
      setLoading(false);
    }
  };
  return { exportPersonalData, loading };
}
