import type { ServiceDeps } from '../../service.js';
import { createLocalCrm } from './local.js';
import type { CrmPort } from './port.js';
import { createSalesforceCrm } from './salesforce.js';

/** The CRM adapter chosen by CRM_ADAPTER: `local` (default) or `salesforce`. */
export function createCrm(deps: ServiceDeps): CrmPort {
  if (deps.config.crmAdapter === 'salesforce') {
    return createSalesforceCrm(
      deps.config.salesforce,
      deps.config.crmTimeoutMs,
      deps.logger.child({ component: 'crm-salesforce' }),
      deps.clock,
    );
  }
  return createLocalCrm(deps.db);
}
