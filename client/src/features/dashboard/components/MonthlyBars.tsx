import { useChakraContext } from '@chakra-ui/react';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dashboardMessages } from '../messages.js';
import { CHART_SERIES, type ChartMonth, capitalize } from '../model.js';

const m = dashboardMessages.chart;

/**
 * The grid draws no vertical lines (`vertical={false}`), yet recharts still works out where they would go unless it
 * is given a generator: for each month's label it measures the text in the DOM, about an eighth of the chart's
 * first render on a phone, for lines that are never drawn.
 */
const noVerticalLines = () => [];

/** What recharts hands a custom tick: where to write, how to anchor it, and the value. */
interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
  fill?: string;
  fontSize?: number | string;
}

/** The baseline shift recharts' own Text applies for each vertical anchor (its `capHeight` of 0.71em). */
const TICK_DY = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/**
 * An axis label as one SVG text. recharts' own tick (its Text) is given the tick's width and so measures every word
 * in the DOM to wrap it, a layout per label on the chart's first render; a month or a count never wraps.
 */
function PlainTick({ x, y, payload, textAnchor, verticalAnchor = 'middle', fill, fontSize }: TickProps) {
  return (
    <text x={x} y={y} dy={TICK_DY[verticalAnchor]} textAnchor={textAnchor} fill={fill} fontSize={fontSize}>
      {String(payload?.value ?? '')}
    </text>
  );
}

/** The chart's colours: the theme's semantic tokens as CSS variables, so each brand's system decides them. */
function useChartColors() {
  const { token } = useChakraContext();
  const color = (name: string) => token.var(`colors.${name}`) as string;
  const series = Object.fromEntries(CHART_SERIES.map((s) => [s.key, color(s.color)]));
  return {
    ...(series as Record<(typeof CHART_SERIES)[number]['key'], string>),
    text: color('fg.muted'),
    strong: color('fg'),
    grid: color('border'),
    surface: color('bg.panel'),
  };
}

/**
 * The bars themselves (recharts, the heaviest library of the page, in a file of its own): drawn into the box that
 * MonthlyChart keeps at its final size, so the page around it renders, and stays put, before this file has loaded.
 */
export function MonthlyBars({ months, roomy }: { months: readonly ChartMonth[]; roomy: boolean }) {
  const colors = useChartColors();
  const tick = (props: TickProps) => <PlainTick {...props} fill={colors.text} fontSize={12} />;
  // The tooltip once a pointer (mouse, pen or finger) has come over the chart: mounting it with the chart cost a
  // sixth of the chart's first drawing on a phone, for a box most visits never show. It follows the pointer's next
  // move; the figures are in the table below for keyboards and screen readers.
  const [pointed, setPointed] = useState(false);
  // Fixed label intervals (every month, or every other one on a phone) and a fixed count of values: recharts measures
  // every label in the DOM to pick which fit otherwise. The bars appear drawn, not grown: the growing animation
  // rendered the chart again on every frame for a second and a half, long tasks on a phone's first visit. The legend
  // is MonthlyChart's, outside the chart.
  return (
    <div style={{ height: '100%' }} onPointerEnter={pointed ? undefined : () => setPointed(true)}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...months]} accessibilityLayer={false} margin={{ top: 20, right: 4, bottom: 0, left: -24 }}>
          <CartesianGrid stroke={colors.grid} vertical={false} verticalCoordinatesGenerator={noVerticalLines} />
          <XAxis dataKey="label" tick={tick} stroke={colors.grid} interval={roomy ? 0 : 1} />
          <YAxis allowDecimals={false} tick={tick} stroke={colors.grid} interval={0} />
          {pointed && (
            <Tooltip
              cursor={{ fill: colors.grid, opacity: 0.4 }}
              labelFormatter={(_label, payload) => capitalize(String(payload?.[0]?.payload?.name ?? ''))}
              contentStyle={{ background: colors.surface, borderColor: colors.grid }}
              itemStyle={{ color: colors.strong }}
            />
          )}
          {CHART_SERIES.map(({ key }) => (
            <Bar
              key={key}
              dataKey={key}
              name={m[key]}
              fill={colors[key]}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            >
              {roomy && <LabelList dataKey={key} position="top" fill={colors.text} fontSize={11} />}
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
