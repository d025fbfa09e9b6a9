import { useMutation } from '@apollo/client/react';
import type { CompanyStatus } from '../../../../../shared/company-status.js';
import { CreateOpportunityDocument, type CreateOpportunityInput } from '../../../__generated__/graphql.js';
import { ErrorCode, hasCode } from '../../../apollo/errors.js';
import { useMutationOutcome } from '../../../ui/mutationOutcome.js';
import { opportunityErrorMessage, refusedCompanyStatus } from '../errors.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { opportunityListPath } from '../urls.js';
import { evictOpportunityLists } from './decisionOutcome.js';

export interface CreateOpportunityOptions {
  /** The opportunity is registered (before "Feito!" opens): e.g. forget the draft. */
  onCreated?: () => void;
  /** The server refused named fields (BAD_USER_INPUT), by input path (`project.application`, `products.0.amount`). */
  onInvalidFields: (fields: Record<string, string>) => void;
  /** The customer is protected (LOCKED): the form shows its warning again, with "Avise-me quando liberar". */
  onLocked?: () => void;
  /** The company is not active at the Receita Federal (COMPANY_INACTIVE): the form shows the status that refused it. */
  onCompanyInactive?: (status: CompanyStatus) => void;
  /** Where the focus goes once the refusal's modal closes. */
  finalFocus?: () => void;
}

/**
 * Registers an opportunity (spec section 8): "Oportunidade cadastrada com sucesso", whose button returns to the
 * list (asked again: the lists are dropped from the cache); the fields the server named go back to the form; any
 * other failure in errors.ts's words (423 the locked text); nothing on an ended session, already on its way to
 * login. A second press while the call runs, or after it succeeded, sends nothing. A refusal as protected also
 * tells the form (`onLocked`), which offers "Avise-me quando liberar"; one as a company not active says why in "Ops!"
 * and tells the form its status (`onCompanyInactive`), which its CNPJ field then shows.
 */
export function useCreateOpportunity({
  onCreated,
  onInvalidFields,
  onLocked,
  onCompanyInactive,
  finalFocus,
}: CreateOpportunityOptions) {
  const [mutate, { loading }] = useMutation(CreateOpportunityDocument, { update: evictOpportunityLists });
  const outcome = useMutationOutcome(
    (error) => opportunityErrorMessage('createOpportunity', error),
    opportunityListPath,
    {
      singleFlight: true,
      onInvalidFields,
      finalFocus,
      onSettled: (ok) => {
        if (ok) onCreated?.();
      },
    },
  );

  const createOpportunity = (input: CreateOpportunityInput): Promise<boolean> =>
    outcome(
      () =>
        mutate({ variables: { input } }).catch((error: unknown) => {
          if (hasCode(error, ErrorCode.LOCKED)) onLocked?.();
          const refused = refusedCompanyStatus(error);
          if (refused) onCompanyInactive?.(refused);
          throw error;
        }),
      opportunityMessages.outcomes.created,
    );

  return { createOpportunity, loading };
}
