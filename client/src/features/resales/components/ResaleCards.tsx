import { Text } from '@chakra-ui/react';
import type { ResaleRowFieldsFragment } from '../../../__generated__/graphql.js';
import { CardFact, CardList, LinkedCard } from '../../../ui/list/CardList.js';
import { resaleListMessages as m } from '../messages/list.js';
import { resaleDetailsPath } from '../urls.js';
import { ResaleStatusBadge } from './ResaleStatusBadge.js';
import { resaleRowView } from './rowView.js';

/** The list on a phone or a narrow screen: one card per sign-up, the whole card opening its details. */
export function ResaleCards({ rows }: { rows: readonly ResaleRowFieldsFragment[] }) {
  return (
    <CardList>
      {rows.map((row) => {
        const v = resaleRowView(row);
        return (
          <LinkedCard
            key={row.id}
            to={resaleDetailsPath(row.id)}
            linkLabel={v.linkLabel}
            title={v.name}
            subtitle={
              <Text fontSize="sm" color="fg.muted">
                {v.cnpj}
              </Text>
            }
            badge={<ResaleStatusBadge status={row.status} />}
            facts={
              <>
                <CardFact label={m.columns.contact}>{v.contact}</CardFact>
                <CardFact label={m.columns.phone}>{v.phone}</CardFact>
                <CardFact label={m.columns.createdAt}>{v.createdAt}</CardFact>
              </>
            }
          />
        );
      })}
    </CardList>
  );
}
