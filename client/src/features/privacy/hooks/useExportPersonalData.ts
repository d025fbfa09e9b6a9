import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { ExportPersonalDataDocument, type ExportPersonalDataQuery } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { saveFile } from '../../../lib/download.js';
import { useFeedback } from '../../../ui/feedback.js';
import { privacyErrorMessage } from '../errors.js';
import { privacyMessages as m } from '../messages.js';

export type PersonalDataExport = ExportPersonalDataQuery['exportPersonalData'];

/**
 * Asks the brand's records of an address (always from the server: each export is audited there) and downloads them
 * as the JSON file the person reads (the export's `document`: Portuguese names, the screens' words, Brazilian dates);
 * the screen lists what was found from the other fields. A failure opens "Ops!" in errors.ts's words.
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
      saveFile(new Blob([found.document], { type: 'application/json' }), m.fileName(found.email));
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
