import { Text, VisuallyHidden } from '@chakra-ui/react';
import { FactItem } from '../../../ui/FactGrid.js';
import { resaleDetailsMessages as m } from '../messages/details.js';
import { shownContactName } from '../model.js';

/**
 * The contact name within its 18-character limit (spec section 9). A longer name is cut on screen; its whole text
 * stays in the page for screen readers and as the hover title, since the representative decides on it.
 */
export function ContactNameFact({ name }: { name: string }) {
  const shown = shownContactName(name);
  return (
    <FactItem label={m.fields.contactName}>
      {shown.full ? (
        <>
          <Text as="span" aria-hidden title={shown.full}>
            {shown.text}
          </Text>
          <VisuallyHidden>{shown.full}</VisuallyHidden>
        </>
      ) : (
        shown.text
      )}
    </FactItem>
  );
}
