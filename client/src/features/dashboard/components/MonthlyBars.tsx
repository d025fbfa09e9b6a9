import { useChakraContext } from '@chakra-ui/react';
import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { dashboardMessages } from '../messages.js';
import { type ChartMonth, capitalize } from '../model.js';
import { valueTicks, visibleLabels } from './barScale.js';

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

// The layout, px: room above the bars for their numbers, the value axis's width, the month names' height.
const TOP = 20;
const RIGHT = 4;
const PLOT_LEFT = 36;
const AXIS_HEIGHT = 30;
const TICK = 6;
const TICK_MARGIN = 2;
const BAR_GAP = 4;
const CATEGORY_GAP = 0.1;
const RADIUS = 3;
const LABEL_OFFSET = 5;
/** The text a name is measured in when the page's font cannot be read (tests without layout). */
const FALLBACK_CHAR_WIDTH = 8;

type Size = { width: number; height: number };

/** The plot's size, read when it is laid out and whenever the page's width changes it. */
function useSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

let canvas: CanvasRenderingContext2D | null | undefined;

/** The width of the month names in the font the axis writes them in. */
function textWidths(texts: readonly string[], element: Element | null): number[] {
  canvas ??= document.createElement('canvas').getContext?.('2d') ?? null;
  const font = element ? getComputedStyle(element).font : '';
  if (!canvas || !font) return texts.map((t) => t.length * FALLBACK_CHAR_WIDTH);
  canvas.font = font;
  return texts.map((t) => canvas!.measureText(t).width);
}

/** A bar with rounded top corners, from its top left corner. */
function barPath(x: number, y: number, width: number, height: number): string {
  const r = Math.min(RADIUS, width / 2, height);
  return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
}

interface Hover {
  index: number;
  x: number;
  y: number;
}

/**
 * Approved and disapproved bars per month, drawn in SVG: the grid, both axes, the bars (with their numbers on top
 * when `roomy`), a legend and, under the pointer (mouse or touch), a tooltip with the month's figures. Drawn by hand
 * rather than by a chart library: the one used before took some 130 ms of a phone's main thread to mount, in one
 * task, for these two dozen rectangles.
 */
export function MonthlyBars({ months, roomy }: { months: readonly ChartMonth[]; roomy: boolean }) {
  const colors = useChartColors();
  const { ref, size } = useSize();
  const axis = useRef<SVGGElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [labelWidths, setLabelWidths] = useState<number[] | null>(null);
  const labels = months.map((month) => month.label);
  const labelsKey = labels.join();
  // Measured once the axis is in the page, in its font; again when the months change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the labels
  useLayoutEffect(() => setLabelWidths(textWidths(labels, axis.current)), [labelsKey, size !== null]);

  const series = [
    { key: 'approved', name: m.approved, color: colors.approved },
    { key: 'disapproved', name: m.disapproved, color: colors.disapproved },
  ] as const;

  const chart = (() => {
    if (!size || size.width <= PLOT_LEFT + RIGHT) return null;
    const plotWidth = size.width - PLOT_LEFT - RIGHT;
    const bottom = size.height - AXIS_HEIGHT;
    const plotHeight = Math.max(0, bottom - TOP);
    const ticks = valueTicks(Math.max(0, ...months.flatMap((month) => [month.approved, month.disapproved])));
    const top = ticks[ticks.length - 1];
    const y = (value: number) => bottom - (value / top) * plotHeight;
    const band = plotWidth / Math.max(1, months.length);
    const inner = band * (1 - 2 * CATEGORY_GAP);
    const gap = BAR_GAP < inner ? BAR_GAP : 0;
    const barWidth = Math.max(1, Math.floor((inner - gap) / 2));
    const barsStart = Math.floor((band - (2 * barWidth + gap)) / 2);
    const centers = months.map((_, i) => PLOT_LEFT + band * (i + 0.5));
    const shown = roomy ? months.map(() => true) : visibleLabels(centers, labelWidths ?? labels.map(() => 0));
    return { plotWidth, bottom, plotHeight, ticks, y, band, barWidth, gap, barsStart, centers, shown };
  })();

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!chart) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const index = Math.floor((x - PLOT_LEFT) / chart.band);
    const inside = index >= 0 && index < months.length && y >= TOP && y <= chart.bottom;
    setHover(inside ? { index, x, y } : null);
  };

  const hovered = hover && chart ? months[hover.index] : undefined;
  return (
    <div className="monthly-bars" style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%' }}>
      <div ref={ref} style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {size && (
          <svg
            aria-hidden
            width={size.width}
            height={size.height}
            style={{ display: 'block', overflow: 'visible' }}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHover(null)}
          >
            {chart && (
              <>
                <g stroke={colors.grid}>
                  {chart.ticks.map((tick) => (
                    <line
                      key={tick}
                      x1={PLOT_LEFT}
                      x2={PLOT_LEFT + chart.plotWidth}
                      y1={chart.y(tick)}
                      y2={chart.y(tick)}
                    />
                  ))}
                </g>
                {hover && (
                  <rect
                    x={PLOT_LEFT + chart.band * hover.index}
                    y={TOP}
                    width={chart.band}
                    height={chart.plotHeight}
                    fill={colors.grid}
                    opacity={0.4}
                  />
                )}
                {months.map((month, i) =>
                  series.map((s, j) => {
                    const value = month[s.key];
                    const x = PLOT_LEFT + chart.band * i + chart.barsStart + j * (chart.barWidth + chart.gap);
                    const top = chart.y(value);
                    return (
                      <g key={`${month.month}-${s.key}`}>
                        {value > 0 && <path d={barPath(x, top, chart.barWidth, chart.bottom - top)} fill={s.color} />}
                        {roomy && (
                          <text
                            x={x + chart.barWidth / 2}
                            y={top - LABEL_OFFSET}
                            textAnchor="middle"
                            fill={colors.text}
                            fontSize={11}
                          >
                            {value}
                          </text>
                        )}
                      </g>
                    );
                  }),
                )}
                <g stroke={colors.grid}>
                  <line x1={PLOT_LEFT} x2={PLOT_LEFT} y1={TOP} y2={chart.bottom} />
                  <line x1={PLOT_LEFT} x2={PLOT_LEFT + chart.plotWidth} y1={chart.bottom} y2={chart.bottom} />
                  {chart.ticks.map((tick) => (
                    <line key={tick} x1={PLOT_LEFT - TICK} x2={PLOT_LEFT} y1={chart.y(tick)} y2={chart.y(tick)} />
                  ))}
                  {chart.centers.map((center, i) => (
                    <line key={months[i].month} x1={center} x2={center} y1={chart.bottom} y2={chart.bottom + TICK} />
                  ))}
                </g>
                <g fill={colors.text} fontSize={12}>
                  {chart.ticks.map((tick) => (
                    <text key={tick} x={PLOT_LEFT - TICK - TICK_MARGIN} y={chart.y(tick)} dy="0.355em" textAnchor="end">
                      {tick}
                    </text>
                  ))}
                </g>
                <g ref={axis} fill={colors.text} fontSize={12}>
                  {chart.centers.map((center, i) =>
                    chart.shown[i] ? (
                      <text
                        key={months[i].month}
                        x={center}
                        y={chart.bottom + TICK + TICK_MARGIN}
                        dy="0.71em"
                        textAnchor="middle"
                      >
                        {labels[i]}
                      </text>
                    ) : null,
                  )}
                </g>
              </>
            )}
          </svg>
        )}
        {hover && hovered && size && (
          <div
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              pointerEvents: 'none',
              transform: `translate(${hover.x + 10}px, ${hover.y + 10}px)`,
              margin: 0,
              padding: 10,
              background: colors.surface,
              border: `1px solid ${colors.grid}`,
              whiteSpace: 'nowrap',
              zIndex: 1,
            }}
            ref={(tooltip) => {
              // Kept inside the chart: to the pointer's left near the right edge, above it near the bottom.
              if (!tooltip) return;
              const x =
                hover.x + 10 + tooltip.offsetWidth > size.width ? hover.x - 10 - tooltip.offsetWidth : hover.x + 10;
              const y = Math.min(hover.y + 10, Math.max(0, size.height - tooltip.offsetHeight));
              tooltip.style.transform = `translate(${Math.max(0, x)}px, ${y}px)`;
            }}
          >
            <p style={{ margin: 0 }}>{capitalize(hovered.name)}</p>
            <ul style={{ padding: 0, margin: 0 }}>
              {series.map((s) => (
                <li key={s.key} style={{ display: 'block', paddingTop: 4, paddingBottom: 4, color: colors.strong }}>
                  <span>{s.name}</span>
                  <span> : </span>
                  <span>{hovered[s.key]}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {/* Series names in the text colour: the bars' own colours are too light for text. */}
      <ul style={{ padding: 0, margin: 0, textAlign: 'center' }}>
        {series.map((s) => (
          <li key={s.key} style={{ display: 'inline-block', marginRight: 10 }}>
            <svg
              aria-hidden
              width={14}
              height={14}
              viewBox="0 0 32 32"
              style={{ display: 'inline-block', verticalAlign: 'middle', marginRight: 4 }}
            >
              <path d="M0,4h32v24h-32z" fill={s.color} />
            </svg>
            <span style={{ color: colors.strong, fontSize: 14 }}>{s.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
