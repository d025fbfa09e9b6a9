import { Box, Button, Table, useBreakpointValue, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { LuTable } from 'react-icons/lu';
import { dashboardMessages } from '../messages.js';
import { type ChartMonth, capitalize } from '../model.js';

const m = dashboardMessages.chart;

// recharts weighs more than the rest of the dashboard together: the page, its figures and the table come first,
// the picture when its file has arrived, in a box already at its size.
const MonthlyBars = lazy(() => import('./MonthlyBars.js').then((module) => ({ default: module.MonthlyBars })));

/**
 * Approved versus disapproved per month, January to the current month. The picture is for the eye (its numbers
 * are written on the bars where there is room, and in a tooltip on hover); the same figures are a table that
 * screen readers always reach, so the SVG is hidden from them and kept out of the tab order. "Mostrar os números"
 * puts that table on screen, for whoever reads by keyboard or touch on a phone, where the bars carry no numbers.
 */
export function MonthlyChart({ months, year }: { months: readonly ChartMonth[]; year: number }) {
  // On a phone twelve months do not fit with their numbers: every other month's name, no numbers on the bars.
  const roomy = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const TableFrame = tableShown ? Box : VisuallyHidden;
  return (
    <>
      <Box aria-hidden h={{ base: '64', md: '72' }} w="full" minW="0">
        <Suspense fallback={null}>
          <MonthlyBars months={months} roomy={roomy} />
        </Suspense>
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
