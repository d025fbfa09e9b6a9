import {
  astFromValue,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
} from 'graphql';

// docs/schema-reference.md, rendered from the served schema: one heading per root field, type and directive, so that
// GitHub gives each an anchor (its heading lowercased, punctuation dropped) and every type name links to its heading.

/** GitHub's anchor of a heading. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const link = (type: GraphQLType) => `[\`${String(type)}\`](#${anchor(getNamedType(type).name)})`;
const oneLine = (text: string | null | undefined) => (text ? ` — ${text.replace(/\s*\n\s*/g, ' ')}` : '');
const deprecation = (reason: string | null | undefined) => (reason ? ` **Deprecated:** ${reason}` : '');
const block = (text: string | false | null | undefined) => (text ? [text, ''] : []);
const byName = <T extends { name: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name));

function defaultValue(item: GraphQLArgument | GraphQLInputField): string {
  if (item.defaultValue === undefined) return '';
  const ast = astFromValue(item.defaultValue, item.type);
  return ast ? ` = \`${print(ast)}\`` : '';
}

const inputLine = (item: GraphQLArgument | GraphQLInputField, indent = '') =>
  `${indent}- \`${item.name}\`: ${link(item.type)}${defaultValue(item)}${oneLine(item.description)}${deprecation(item.deprecationReason)}`;

function fieldLines(field: GraphQLField<unknown, unknown>): string[] {
  return [
    `- \`${field.name}\`: ${link(field.type)}${oneLine(field.description)}${deprecation(field.deprecationReason)}`,
    ...field.args.map((arg) => inputLine(arg, '  ')),
  ];
}

/** A root field: who may call it (the access directives the SDL puts on it), its arguments and what it returns. */
function rootField(root: string, field: GraphQLField<unknown, unknown>): string[] {
  const access = (field.astNode?.directives ?? []).filter((d) => d.name.value !== 'deprecated').map(print);
  return [
    `### ${root}.${field.name}`,
    '',
    ...block(field.description),
    ...block(field.deprecationReason && `**Deprecated:** ${field.deprecationReason}`),
    ...block(access.length > 0 && `Access: ${access.map((d) => `\`${d}\``).join(' ')}`),
    `Returns ${link(field.type)}.`,
    '',
    ...(field.args.length > 0 ? ['Arguments:', '', ...field.args.map((arg) => inputLine(arg)), ''] : []),
  ];
}

function namedType(type: GraphQLNamedType): string[] {
  const body: string[] = [];
  if (isObjectType(type) || isInterfaceType(type)) {
    const interfaces = type.getInterfaces();
    if (interfaces.length > 0) body.push(`Implements ${interfaces.map(link).join(', ')}.`, '');
    body.push(...Object.values(type.getFields()).flatMap(fieldLines));
  } else if (isUnionType(type)) {
    body.push(`One of ${type.getTypes().map(link).join(', ')}.`);
  } else if (isInputObjectType(type)) {
    body.push(...Object.values(type.getFields()).map((field) => inputLine(field)));
  } else if (isEnumType(type)) {
    body.push(
      ...type
        .getValues()
        .map((value) => `- \`${value.name}\`${oneLine(value.description)}${deprecation(value.deprecationReason)}`),
    );
  } else if (type.specifiedByURL) {
    body.push(`Specified by <${type.specifiedByURL}>.`);
  }
  return [`### ${type.name}`, '', ...block(type.description), ...(body.length > 0 ? [...body, ''] : [])];
}

function directive(d: GraphQLDirective): string[] {
  return [
    `### @${d.name}`,
    '',
    ...block(d.description),
    `On ${d.locations.join(', ')}${d.isRepeatable ? ' (repeatable)' : ''}.`,
    '',
    ...(d.args.length > 0 ? ['Arguments:', '', ...d.args.map((arg) => inputLine(arg)), ''] : []),
  ];
}

interface Section {
  title: string;
  entries: { heading: string; lines: string[] }[];
}

function section(title: string, entries: { heading: string; lines: string[] }[]): Section {
  return { title, entries };
}

export function renderReference(schema: GraphQLSchema): string {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const types = byName(
    Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && !roots.includes(t as never)),
  );
  const rootSection = (title: string, root: (typeof roots)[number]) =>
    section(
      title,
      root
        ? byName(Object.values(root.getFields())).map((field) => ({
            heading: `${root.name}.${field.name}`,
            lines: rootField(root.name, field),
          }))
        : [],
    );
  const typeSection = (title: string, keep: (type: GraphQLNamedType) => boolean) =>
    section(
      title,
      types.filter(keep).map((type) => ({ heading: type.name, lines: namedType(type) })),
    );
  const sections = [
    rootSection('Queries', roots[0]),
    rootSection('Mutations', roots[1]),
    rootSection('Subscriptions', roots[2]),
    typeSection('Object types', (t) => isObjectType(t) || isInterfaceType(t) || isUnionType(t)),
    typeSection('Input types', isInputObjectType),
    typeSection('Enums', isEnumType),
    typeSection('Scalars', isScalarType),
    section(
      'Directives',
      schema.getDirectives().map((d) => ({ heading: `@${d.name}`, lines: directive(d) })),
    ),
  ].filter((s) => s.entries.length > 0);

  const anchors = sections.flatMap((s) => [s.title, ...s.entries.map((e) => e.heading)]).map(anchor);
  const clash = anchors.find((a, i) => anchors.indexOf(a) !== i);
  if (clash) throw new Error(`two headings of the reference share the anchor #${clash}`);

  return [
    '# GraphQL schema reference',
    '',
    'Generated from `schema/*.graphql` (the schema the gateway serves) by `npm run schema:reference`: do not edit it by',
    'hand. `npm run schema:check` fails when it is stale. Changes between releases: [schema-changes.md](schema-changes.md).',
    '',
    ...sections.map((s) => `- [${s.title}](#${anchor(s.title)}): ${s.entries.length}`),
    '',
    ...sections.flatMap((s) => [
      `## ${s.title}`,
      '',
      s.entries.map((e) => `[${e.heading}](#${anchor(e.heading)})`).join(' · '),
      '',
      ...s.entries.flatMap((e) => e.lines),
    ]),
  ].join('\n');
}
