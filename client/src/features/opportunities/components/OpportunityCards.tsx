import type { OpportunityRowFieldsFragment } from '../../../__generated__/graphql.js';
import { CardFact, CardList, LinkedCard } from '../../../ui/list/CardList.js';
import { staticStyles, useStaticStyles } from '../../../ui/staticStyles.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { DISTRIBUTOR_LABEL } from '../rules.js';
import { opportunityDetailsPath } from '../urls.js';
import { AgeBar } from './AgeBar.js';
import { CompanyInactiveFlag } from './CompanyInactiveFlag.js';
import { DecisionClock } from './DecisionClock.js';
import { rowView } from './rowView.js';
import { StatusBadge } from './StatusBadge.js';

const textStyles = staticStyles(() => ({
  tradeName: { fontSize: 'sm' },
  cnpj: { fontSize: 'sm', color: 'fg.muted' },
}));

/** The list on a phone or a narrow screen: one card per opportunity, the whole card opening its details. */
export function OpportunityCards({ rows }: { rows: readonly OpportunityRowFieldsFragment[] }) {
  const s = useStaticStyles(textStyles);
  return (
    <CardList>
      {rows.map((row) => {
        const v = rowView(row);
        return (
          <LinkedCard
            key={row.id}
            to={opportunityDetailsPath(row.id)}
            linkLabel={v.linkLabel}
            title={v.company}
            subtitle={
              <>
                {v.tradeName && <p className={s.tradeName}>{v.tradeName}</p>}
                <p className={s.cnpj}>{v.cnpj}</p>
                {v.companyInactive && <CompanyInactiveFlag />}
                <DecisionClock waitingBusinessDays={v.waitingBusinessDays} overdue={v.decisionOverdue} />
              </>
            }
            badge={<StatusBadge status={row.status} />}
            facts={
              <>
                <CardFact label={m.columns.value}>{v.value}</CardFact>
                <CardFact label={m.columns.createdAt}>{v.createdAt}</CardFact>
                <CardFact label={m.columns.approveDate}>{v.approveDate}</CardFact>
                <CardFact label={m.columns.distributor}>{DISTRIBUTOR_LABEL}</CardFact>
              </>
            }
            footer={v.inAnalysis && <AgeBar elapsedDays={row.elapsedDays} expireDays={row.expireDays} />}
          />
        );
      })}
    </CardList>
  );
}
