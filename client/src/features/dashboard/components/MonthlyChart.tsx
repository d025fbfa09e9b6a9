import { Box, Button, Table, useBreakpointValue, useChakraContext, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuTable } from 'react-icons/lu';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dashboardMessages } from '../messages.js';
import { type ChartMonth, capitalize } from '../model.js';

const m = dashboardMessages.chart;

/** The chart's colours: the theme's semantic tokens as CSS variables, so each brand's system decides them. */
function useChartColors() {
  const { token } = useChakraContext();
  return {
    approved: token.var('colors.green.solid') as string,
    disapproved: token.var('colors.red.solid') as string,
    text: token.var('colors.fg.muted') as string,
    strong: token.var('colors.fg') as string,
    grid: token.var('colors.border') as string,
    surface: token.var('colors.bg.panel') as string,
  };
}

/**
 * Approved versus disapproved per month, January to the current month. The picture is for the eye (its numbers
 * are written on the bars where there is room, and in a tooltip on hover); the same figures are a table that
 * screen readers always reach, so the SVG is hidden from them and kept out of the tab order. "Mostrar os números"
 * puts that table on screen, for whoever reads by keyboard or touch on a phone, where the bars carry no numbers.
 */
export function MonthlyChart({ months, year }: { months: readonly ChartMonth[]; year: number }) {
  const colors = useChartColors();
  // On a phone twelve months do not fit with their numbers: every other month's name, no numbers on the bars.
  const roomy = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const tick = { fill: colors.text, fontSize: 12 };
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const TableFrame = tableShown ? Box : VisuallyHidden;
  return (
    <>
      <Box aria-hidden h={{ base: '64', md: '72' }} w="full" minW="0">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...months]} accessibilityLayer={false} margin={{ top: 20, right: 4, bottom: 0, left: -24 }}>
            <CartesianGrid stroke={colors.grid} vertical={false} />
            <XAxis dataKey="label" tick={tick} stroke={colors.grid} interval={roomy ? 0 : 'preserveStart'} />
            <YAxis allowDecimals={false} tick={tick} stroke={colors.grid} />
            <Tooltip
              cursor={{ fill: colors.grid, opacity: 0.4 }}
              labelFormatter={(_label, payload) => capitalize(String(payload?.[0]?.payload?.name ?? ''))}
              contentStyle={{ background: colors.surface, borderColor: colors.grid }}
              itemStyle={{ color: colors.strong }}
            />
            {/* Series names in the text colour: the bars' own colours are too light for text. */}
            <Legend formatter={(name) => <span style={{ color: colors.strong, fontSize: 14 }}>{name}</span>} />
            <Bar dataKey="approved" name={m.approved} fill={colors.approved} radius={[3, 3, 0, 0]}>
              {roomy && <LabelList dataKey="approved" position="top" fill={colors.text} fontSize={11} />}
            </Bar>
            <Bar dataKey="disapproved" name={m.disapproved} fill={colors.disapproved} radius={[3, 3, 0, 0]}>
              {roomy && <LabelList dataKey="disapproved" position="top" fill={colors.text} fontSize={11} />}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Button
        variant="ghost"
        size="sm"
        alignSelf="flex-start"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        <LuTable aria-hidden />
        {tableShown ? m.hideTable : m.showTable}
      </Button>
      <TableFrame id={tableId}>
        <Table.Root size="sm">
          <Table.Caption>{m.tableCaption(year)}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{m.month}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{m.approved}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{m.disapproved}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {months.map((month) => (
              <Table.Row key={month.month}>
                <Table.ColumnHeader scope="row">{capitalize(month.name)}</Table.ColumnHeader>
                <Table.Cell>{month.approved}</Table.Cell>
                <Table.Cell>{month.disapproved}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableFrame>
    </>
  );
}
