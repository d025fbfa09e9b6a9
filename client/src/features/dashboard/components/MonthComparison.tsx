import { HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { LuArrowDownRight, LuArrowRight, LuArrowUpRight } from 'react-icons/lu';
import type { MonthFiguresFieldsFragment } from '../../../__generated__/graphql.js';
import { formatCurrency } from '../../../lib/format.js';
import { dashboardMessages } from '../messages.js';
import { type Change, capitalize, formatPercent, monthChange, monthName } from '../model.js';

const m = dashboardMessages.comparison;

function changeText(change: Change) {
  if (change.kind === 'noBase') return m.noBase;
  if (change.kind === 'unchanged') return m.unchanged;
  return m.change(formatPercent(change.percent));
}

function ChangeIcon({ change }: { change: Change }) {
  if (change.kind !== 'percent') return <LuArrowRight aria-hidden />;
  return change.percent > 0 ? <LuArrowUpRight aria-hidden /> : <LuArrowDownRight aria-hidden />;
}

/** One figure of this month with last month's beside it and the change in %. The words say it; no colour needed. */
function Figure(props: { label: string; current: number; previous: number; previousMonth: string; money?: boolean }) {
  const write = (n: number) => (props.money ? formatCurrency(n) : n.toLocaleString('pt-BR'));
  const change = monthChange(props.current, props.previous);
  return (
    <Stat.Root borderWidth="1px" rounded="l3" p="4" bg="bg.panel">
      <Stat.Label>{props.label}</Stat.Label>
      <Stat.ValueText>{write(props.current)}</Stat.ValueText>
      <Stat.HelpText as="dd" color="fg.muted">
        <Text as="span" display="block">
          {m.previous(capitalize(props.previousMonth), write(props.previous))}
        </Text>
        <HStack as="span" gap="1" align="center">
          <ChangeIcon change={change} />
          {changeText(change)}
        </HStack>
      </Stat.HelpText>
    </Stat.Root>
  );
}

/**
 * The current month's figures against the previous month's: decisions by the month they were taken, registrations
 * and their value by the month they were made (the dashboard query's MonthFigures).
 */
export function MonthComparison(props: {
  month: number;
  current: MonthFiguresFieldsFragment;
  previous: MonthFiguresFieldsFragment;
}) {
  const previousMonth = monthName(props.month - 1);
  const figure = (label: string, key: 'approved' | 'disapproved' | 'total' | 'estimated', money = false) => (
    <Figure
      key={key}
      label={label}
      current={props.current[key]}
      previous={props.previous[key]}
      previousMonth={previousMonth}
      money={money}
    />
  );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
      {figure(m.approved, 'approved')}
      {figure(m.disapproved, 'disapproved')}
      {figure(m.registered, 'total')}
      {figure(m.estimated, 'estimated', true)}
    </SimpleGrid>
  );
}
