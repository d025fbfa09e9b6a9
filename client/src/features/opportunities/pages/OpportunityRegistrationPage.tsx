import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { CrmSellersDocument } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { RenderLater } from '../../../ui/RenderLater.js';
import { useBrand } from '../../brands/hooks/useBrand.js';
import { WatchCustomerButton } from '../../watches/components/WatchCustomerButton.js';
import { CustomerCompanySection } from '../components/registration/CustomerCompanySection.js';
import { CustomerContactSection as ContactSectionAlways } from '../components/registration/CustomerContactSection.js';
import { DraftNotice } from '../components/registration/DraftNotice.js';
import { type FieldProblem, MissingFieldsModal } from '../components/registration/MissingFieldsModal.js';
import { ProductGroupSection as ProductGroupSectionAlways } from '../components/registration/ProductGroupSection.js';
import { ProductsTotal as ProductsTotalAlways } from '../components/registration/ProductsTotal.js';
import { ProjectSection as ProjectSectionAlways } from '../components/registration/ProjectSection.js';
import { SellerSection as SellerSectionAlways } from '../components/registration/SellerSection.js';
import { TermsSection as TermsSectionAlways } from '../components/registration/TermsSection.js';
import { opportunityErrorMessage } from '../errors.js';
import { formFieldLabel, formPathOf, toCreateInput } from '../forms/createInput.js';
import type { OpportunityFormValues } from '../forms/opportunitySchema.js';
import { inFormOrder, problemPaths, refusalOf } from '../forms/problems.js';
import { useOpportunityForm } from '../forms/useOpportunityForm.js';
import { useCreateOpportunity } from '../hooks/useCreateOpportunity.js';
import { useCustomerLookup } from '../hooks/useCustomerLookup.js';
import { readOpportunityDraft, useOpportunityDraft, withCustomerCnpj } from '../hooks/useOpportunityDraft.js';
import { usePlaceChoices } from '../hooks/usePlaceChoices.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { registrationMessages as m } from '../messages/registration.js';
import { BRAND_WITHOUT_SELLER } from '../rules.js';
import { opportunityListPath } from '../urls.js';

// The sections follow the form through react-hook-form's own subscriptions (control): the page re-rendering (an
// answer of the sellers' or the states' query, a chosen state) need not render the whole form again.
const CustomerContactSection = memo(ContactSectionAlways);
const ProjectSection = memo(ProjectSectionAlways);
const ProductGroupSection = memo(ProductGroupSectionAlways);
const ProductsTotal = memo(ProductsTotalAlways);
const SellerSection = memo(SellerSectionAlways);
const TermsSection = memo(TermsSectionAlways);

const NO_SELLERS: never[] = [];

/**
 * /Painel/Opportunities/registration (spec section 2): a reseller or its seller registers a deal. The sections
 * come in the spec's order; the opportunity name is for representatives, who never reach this route, so it is
 * neither shown nor sent. What is typed is kept as a draft until the opportunity is registered. `?cnpj=` (the link
 * of the mail that says a protected customer is free) fills the customer's CNPJ, over a draft's if there is one.
 */
export function OpportunityRegistrationPage() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const [draft] = useState(readOpportunityDraft);
  const [initial] = useState(() => withCustomerCnpj(draft, params.get('cnpj')));
  const form = useOpportunityForm(brand.slug, initial);
  const formRef = useRef<HTMLFormElement>(null);
  const draftState = useOpportunityDraft(form, !!draft);
  const customer = useCustomerLookup(form);
  const place = usePlaceChoices(form);
  const sellers = useQuery(CrmSellersDocument);
  const sellerList = sellers.data?.crmSellers ?? NO_SELLERS;
  const { refetch: refetchSellers } = sellers;
  const retrySellers = useCallback(() => void refetchSellers(), [refetchSellers]);
  const [missing, setMissing] = useState<{ open: boolean; problems: FieldProblem[] }>({ open: false, problems: [] });
  // The form row of each product line sent, by its index in the input (the server's `products.<n>` errors).
  const lineRows = useRef<string[]>([]);

  // A seller kept in a draft who is no longer in the CRM's list is no choice any more.
  useEffect(() => {
    const chosen = form.getValues('seller');
    if (sellers.data && chosen && !sellers.data.crmSellers.some((s) => s.userId === chosen))
      form.setValue('seller', '');
  }, [sellers.data, form]);

  const showProblems = (paths: string[]) => {
    const values = form.getValues();
    const byLabel = new Map<string, FieldProblem>();
    for (const path of paths) {
      const label = formFieldLabel(path);
      if (!byLabel.has(label)) byLabel.set(label, { label, reason: refusalOf(path, values) });
    }
    setMissing({ open: true, problems: [...byLabel.values()] });
  };

  const { createOpportunity } = useCreateOpportunity({
    onCreated: draftState.clear,
    onLocked: customer.recheckProtection,
    // Refused by the server though the lookup said nothing (a status read since): the CNPJ field shows it now.
    onCompanyInactive: (status) => form.setValue('companyStatus', status, { shouldDirty: true }),
    finalFocus: () => {
      const watch = formRef.current?.querySelector<HTMLElement>('[data-watch-customer]');
      if (watch) watch.focus();
      else formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    },
    onInvalidFields: (fields) => {
      const paths = Object.entries(fields).map(([inputPath, message]) => {
        const path = formPathOf(inputPath, lineRows.current) as FieldPath<OpportunityFormValues>;
        form.setError(path, { type: 'server', message });
        return path;
      });
      showProblems(inFormOrder(paths, form.getValues()));
    },
  });

  const submit = form.handleSubmit(
    async (values) => {
      // Kept before the call: a lost connection or an ended session gives it all back on the next visit.
      draftState.save();
      const request = toCreateInput(values, sellerList);
      lineRows.current = request.lineRows;
      await createOpportunity(request.input);
    },
    (errors) => showProblems(problemPaths(errors, form.getValues())),
  );

  /** Once the modal has gone: the first field to fill or fix, in the form's order. */
  const focusFirstProblem = () => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const sellersFailure =
    sellers.error && !isSessionEnd(sellers.error) ? opportunityErrorMessage('crmSellers', sellers.error) : undefined;

  return (
    <Stack gap="5">
      <PageHeader title={opportunityMessages.registrationTitle} backTo={opportunityListPath} backLabel={m.backToList} />
      <Text color="fg.muted">{m.intro}</Text>
      {draftState.restored && <DraftNotice onDiscard={draftState.discard} />}
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="5">
          {/* Even the first section: the title and the introduction reach a phone's screen in a short first task. */}
          <RenderLater>
            <CustomerCompanySection
              control={form.control}
              onCnpjChange={customer.onCnpjChange}
              looking={customer.looking}
              protectedUntil={customer.protectedUntil}
              protectedAction={
                customer.protectedCnpj && (
                  <WatchCustomerButton key={customer.protectedCnpj} cnpj={customer.protectedCnpj} />
                )
              }
              companyTyped={customer.companyTyped}
              companyStatus={customer.companyStatus}
              state={place.uf}
              places={place.places}
              onStateChange={() => form.setValue('city', '')}
            />
            {/* The sections below the first screen come in later renders of their own (RenderLater says why). */}
            <RenderLater>
              <CustomerContactSection control={form.control} />
              <ProjectSection control={form.control} />
              <RenderLater>
                <ProductGroupSection control={form.control} group="main" field="mainProducts" />
                <ProductGroupSection control={form.control} group="accessory" field="accessories" />
                <ProductGroupSection control={form.control} group="competitor" field="competitors" />
                <RenderLater>
                  <ProductsTotal control={form.control} />
                  <SellerSection
                    control={form.control}
                    sellers={sellerList}
                    loading={sellers.loading}
                    failure={sellersFailure}
                    onRetry={retrySellers}
                    required={brand.slug !== BRAND_WITHOUT_SELLER}
                  />
                  <TermsSection control={form.control} />
                  <Button
                    type="submit"
                    size="lg"
                    alignSelf={{ base: 'stretch', sm: 'flex-end' }}
                    loading={form.formState.isSubmitting}
                  >
                    {opportunityMessages.actions.finish}
                  </Button>
                </RenderLater>
              </RenderLater>
            </RenderLater>
          </RenderLater>
        </Stack>
      </form>
      <MissingFieldsModal
        open={missing.open}
        problems={missing.problems}
        onClose={() => setMissing((s) => ({ ...s, open: false }))}
        onClosed={focusFirstProblem}
      />
    </Stack>
  );
}
