import { GraphQLScalarType } from 'graphql';
import { DateTimeResolver, EmailAddressResolver, LocalDateResolver } from 'graphql-scalars';

/** `Date` is a calendar day kept as the string `yyyy-mm-dd` both ways (graphql-scalars' LocalDate, renamed). */
const DateScalar = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  name: 'Date',
  description: 'A calendar day, `yyyy-mm-dd`.',
});

export const scalarResolvers = {
  DateTime: DateTimeResolver,
  Date: DateScalar,
  EmailAddress: EmailAddressResolver,
};
