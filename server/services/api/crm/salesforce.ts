import { DAY_MS } from '../../../../shared/time.js';
import type { Clock } from '../../../lib/clock.js';
import { normalizeCnpj } from '../../../lib/cnpj.js';
import type { Config } from '../../../lib/config.js';
import type { Logger } from '../../../lib/logger.js';
import { OPPORTUNITY_VALIDITY_DAYS } from '../opportunities/rules.js';
import { CrmNotFoundError, type CrmPort } from './port.js';
import { createSalesforceClient, SalesforceNotFoundError } from './salesforce-client.js';

/**
 * The `salesforce` CRM adapter (REST API). It relies on these custom fields in the org:
 * - Account.CNPJ__c (Text 14): the customer's CNPJ without mask, the key of the account upsert;
 * - Opportunity.Portal_Id__c (Text 36, External ID, Unique): the portal's opportunity id, the key of the opportunity
 *   upsert and removal (PATCH/DELETE /sobjects/Opportunity/Portal_Id__c/{id}). It must be an External ID and unique:
 *   otherwise Salesforce refuses the upsert, or answers 300 when two records share the id, and an approval interrupted
 *   after its CRM call could not be finished without a second record; Opportunity.Brand__c (Text): the brand slug;
 * - User.Vendedor_Prime__c (Checkbox): the user is a "Vendedor Prime" seller;
 *   User.Brand__c (Multi-select picklist of brand slugs): the brands the seller sells.
 */
export function createSalesforceCrm(
  settings: Config['salesforce'],
  timeoutMs: number,
  logger: Logger,
  clock: Clock,
): CrmPort {
  const sf = createSalesforceClient(settings, timeoutMs, logger);
  const query = async <T>(soql: string) => {
    const records: T[] = [];
    let page = await sf.request<QueryPage<T>>('GET', `/query?q=${encodeURIComponent(soql)}`);
    records.push(...page.records);
    while (!page.done && page.nextRecordsUrl) {
      // nextRecordsUrl is absolute from /services: keep only the part after the version.
      page = await sf.request<QueryPage<T>>('GET', page.nextRecordsUrl.replace(/^.*\/services\/data\/[^/]+/, ''));
      records.push(...page.records);
    }
    return records;
  };

  return {
    async upsertAccount({ cnpj, name }) {
      const key = normalizeCnpj(cnpj);
      const [found] = await query<{ Id: string }>(`SELECT Id FROM Account WHERE CNPJ__c = ${soqlString(key)} LIMIT 1`);
      if (found) return { id: found.Id };
      const created = await sf.request<{ id: string }>('POST', '/sobjects/Account', { Name: name, CNPJ__c: key });
      return { id: created.id };
    },

    async upsertOpportunity(input) {
      const byPortalId = portalIdPath(input.opportunityId);
      try {
        // The external id goes in the path, not in the body (Salesforce refuses it there).
        const reply = await sf.request<{ id?: string } | undefined>('PATCH', byPortalId, {
          Name: input.name,
          AccountId: input.accountId,
          Amount: Number(input.amount),
          StageName: 'Qualification',
          // CloseDate is required by Salesforce: without a project date, the end of the registration's validity.
          CloseDate: input.closeDate ?? defaultCloseDate(clock),
          Probability: input.probability,
          ...(input.ownerId ? { OwnerId: input.ownerId } : {}),
          Brand__c: input.brand,
        });
        // 201 (created) and, since API v46, 200 (updated) carry the id; older versions answer an update with 204.
        if (reply?.id) return { id: reply.id };
        const found = await sf.request<{ Id: string }>('GET', `${byPortalId}?fields=Id`);
        return { id: found.Id };
      } catch (err) {
        // An unknown OwnerId is the usual SF404 here: name the seller, as the local adapter does.
        if (err instanceof SalesforceNotFoundError && input.ownerId && err.blamedFields.includes('OwnerId')) {
          throw new CrmNotFoundError(`vendedor ${input.ownerId} não encontrado no CRM`);
        }
        throw err;
      }
    },

    async removeOpportunity({ opportunityId }) {
      try {
        await sf.request('DELETE', portalIdPath(opportunityId));
      } catch (err) {
        // Nothing to remove (never created, or removed by an earlier attempt) is what the caller wants.
        if (!(err instanceof SalesforceNotFoundError)) throw err;
      }
    },

    async listSellers(brand) {
      const users = await query<{ Id: string; Name: string }>(
        `SELECT Id, Name FROM User WHERE IsActive = true AND Vendedor_Prime__c = true AND Brand__c INCLUDES (${soqlString(brand)}) ORDER BY Name`,
      );
      // Brand__c is a multi-select (a user may sell for several brands): the seller sells for the brand asked.
      return users.map((u) => ({ name: u.Name, user_id: u.Id, company: brand }));
    },
  };
}

const portalIdPath = (opportunityId: string) =>
  `/sobjects/Opportunity/Portal_Id__c/${encodeURIComponent(opportunityId)}`;

interface QueryPage<T> {
  done: boolean;
  nextRecordsUrl?: string;
  records: T[];
}

/** A SOQL string literal: backslashes and quotes escaped, so that no value can change the query. */
export function soqlString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function defaultCloseDate(clock: Clock): string {
  return new Date(clock.now().getTime() + OPPORTUNITY_VALIDITY_DAYS * DAY_MS).toISOString().slice(0, 10);
}
