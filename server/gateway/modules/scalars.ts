import { GraphQLScalarType } from 'graphql';
import { DateTimeResolver, EmailAddressResolver, LocalDateResolver } from 'graphql-scalars';

/** `Date` is a calendar day kept as the string `yyyy-mm-dd` both ways (graphql-scalars' LocalDate, renamed). */
const DateScalar = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  name: 'Date',
});

/** An instant as Date#toISOString writes it, which is how the services send every one. */
const CANONICAL_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * graphql-scalars' DateTime, with an instant already written the way it would write it answered as it is: it
 * checked and parsed each of a page's instants into a Date that the reply then wrote back as the same text.
 */
const DateTimeScalar = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  serialize(value) {
    if (typeof value === 'string' && CANONICAL_INSTANT.test(value)) {
      const time = Date.parse(value);
      // The round trip refuses what the pattern lets through but no calendar has (a 30 February).
      if (!Number.isNaN(time) && new Date(time).toISOString() === value) return value;
    }
    return DateTimeResolver.serialize(value);
  },
});

export const scalarResolvers = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  EmailAddress: EmailAddressResolver,
};
