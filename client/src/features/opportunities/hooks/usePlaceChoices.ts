import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { MunicipalitiesDocument, StatesDocument } from '../../../__generated__/graphql.js';
import type { OpportunityFormValues } from '../forms/opportunitySchema.js';

/** What the address's selects offer, and whether their lists could be read. */
export interface PlaceChoices {
  states: readonly { abbreviation: string; name: string }[];
  statesFailed: boolean;
  retryStates: () => void;
  cities: readonly string[];
  citiesLoading: boolean;
  citiesFailed: boolean;
  retryCities: () => void;
}

/** "SÃO PAULO", "Sao Paulo" and "São Paulo" are one city. */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The state and city choices of the customer's address (the geography queries): the states by UF, and the
 * municipalities of the chosen one. A city set by the CNPJ lookup is matched to its municipality's spelling; one
 * that is no municipality of the state is cleared, for the user to choose.
 */
export function usePlaceChoices(form: UseFormReturn<OpportunityFormValues>) {
  const [uf, city] = useWatch({ control: form.control, name: ['state', 'city'] });
  const states = useQuery(StatesDocument);
  const stateId = states.data?.states.find((s) => s.abbreviation === uf)?.id;
  const cities = useQuery(MunicipalitiesDocument, {
    variables: { stateId: stateId ?? '' },
    skip: !stateId,
  });
  const list = stateId ? cities.data?.municipalities : undefined;
  const names = useMemo(() => list?.map((c) => c.name), [list]);

  useEffect(() => {
    if (!names || !city || names.includes(city)) return;
    const match = names.find((n) => plain(n) === plain(city)) ?? '';
    form.setValue('city', match, { shouldValidate: form.formState.isSubmitted });
  }, [names, city, form]);

  const places: PlaceChoices = {
    states: states.data?.states ?? [],
    statesFailed: !!states.error,
    retryStates: () => void states.refetch(),
    cities: names ?? [],
    citiesLoading: cities.loading,
    citiesFailed: !!cities.error,
    retryCities: () => void cities.refetch(),
  };
  return { uf, places };
}
