import { Box, Button, Flex, HStack, Table, useBreakpointValue, VisuallyHidden } from '@chakra-ui/react';
import { type ComponentType, startTransition, useEffect, useId, useState } from 'react';
import { LuTable } from 'react-icons/lu';
import { dashboardMessages } from '../messages.js';
import { CHART_SERIES, type ChartMonth, capitalize } from '../model.js';

const m = dashboardMessages.chart;

type Bars = ComponentType<{ months: readonly ChartMonth[]; roomy: boolean }>;

/** How long after the page's paint the chart's file is asked for (why: useBarsAfterPaint). */
const FETCH_AFTER_PAINT_MS = 100;

/** Runs `task` in the browser's next idle period (within a second), or at once where there is none (Safari). */
function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else task();
}

/**
 * The picture (recharts: more code than the rest of the dashboard together), once the page around it is on screen.
 * Mounting the chart is one long task (some 400 ms on a simulated phone: recharts measures its box and each tick
 * label in the DOM); mounted before the browser had painted the page, it held the headings back (Lighthouse's
 * largest paint of the dashboard 3.8 s against 3.3 s). Its file is asked for FETCH_AFTER_PAINT_MS after that paint,
 * once the browser is idle: Chrome reports a paint 20-25 ms after drawing it, and the 89 KB asked for in the frame
 * that drew the headings often arrived in between, so Lighthouse counted them as a download the headings waited for
 * on a phone's network (largest paint 3.5-3.7 s in those runs, 3.0 s in the others). The box keeps its final size
 * meanwhile, so nothing moves when the bars arrive.
 */
function useBarsAfterPaint(): Bars | undefined {
  const [bars, setBars] = useState<{ Bars: Bars }>();
  useEffect(() => {
    let live = true;
    const idleAfterPaint = new Promise<void>((resolve) =>
      requestAnimationFrame(() => setTimeout(() => whenIdle(resolve), FETCH_AFTER_PAINT_MS)),
    );
    idleAfterPaint
      .then(() => import('./MonthlyBars.js'))
      .then(
        (module) => {
          // A background render, sliced, rather than one blocking render of the whole chart.
          if (live) startTransition(() => setBars({ Bars: module.MonthlyBars }));
        },
        // Its file failed to load: the box stays empty, and the figures are still in the table below.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return bars?.Bars;
}

/**
 * The series' names under the bars, in the text colour beside a swatch of the bar's (too light for text). Not
 * recharts' Legend: it measures its own box in the DOM and draws the chart a second time with the room it takes,
 * which made the chart's first drawing one long task more on a phone.
 */
function ChartLegend() {
  return (
    <HStack as="ul" justify="center" gap="4" pt="2" textStyle="sm">
      {CHART_SERIES.map(({ key, color }) => (
        <HStack as="li" key={key} gap="1.5">
          <Box boxSize="2.5" rounded="l1" bg={color} />
          {m[key]}
        </HStack>
      ))}
    </HStack>
  );
}

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
  const MonthlyBars = useBarsAfterPaint();
  return (
    <>
      <Flex aria-hidden direction="column" h={{ base: '64', md: '72' }} w="full" minW="0">
        <Box flex="1" minH="0">
          {MonthlyBars && <MonthlyBars months={months} roomy={roomy} />}
        </Box>
        <ChartLegend />
      </Flex>
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
