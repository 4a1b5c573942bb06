import { Box, Paper, Stack, Typography, useTheme } from '@mui/material';
import { formatPounds } from '@shared/domain';
import { focusRing } from '@shared/ui';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SalesPeriod } from './figures';
import { monotonePath } from './monotonePath';
import { niceTicks } from './niceTicks';
import { useWidth } from './useWidth';

interface SalesChartProps {
  series: readonly SalesPeriod[];
  /** What the chart shows, its accessible name ('Sales over 12 Months'). */
  name: string;
  /** The series of a newly chosen range is on its way: the one shown is dimmed. */
  loading: boolean;
}

// The layout the chart had with MUI X: 20 px around the plot, a 72 px y axis and a 25 px x axis.
const HEIGHT = 300;
const MARGIN = 20;
const LEFT = MARGIN + 72;
const TOP = MARGIN;
const BOTTOM = HEIGHT - MARGIN - 25;
const TICK_SIZE = 6;
// At most a y tick per 50 px, as MUI X chose.
const TICK_COUNT = Math.floor((BOTTOM - TOP) / 50);
// What an x label ('Mar 2026' in 12 px) takes with a gap after it: closer labels would overlap, so
// only every so many points is named (30 days on a phone).
const LABEL_ROOM = 64;

/** Axis ticks in whole pounds ('£1,250'); the tooltip keeps the pennies. */
const wholePounds = (pence: number) => formatPounds(pence).replace(/\.00$/, '');

/** Where each key moves the keyboard focus from the point at `index`, of points 0 to `last`. */
const keyMoves: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowRight: (index, last) => Math.min(last, index + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The line chart of the sales series, drawn in SVG: the y axis from 0 in whole pounds with a grid
 * line at each tick, a point per period. Hovering the plot shows the tooltip of the nearest point;
 * each point also takes the keyboard focus (one tab stop, the arrow keys move between them) and
 * names its period and amount to a screen reader.
 */
export function SalesChart({ series, name, loading }: SalesChartProps) {
  const { palette } = useTheme();
  const plot = useRef<HTMLDivElement>(null);
  const width = useWidth(plot);
  const markers = useRef<(HTMLElement | null)[]>([]);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);

  const right = Math.max(LEFT + 1, width - MARGIN);
  const ticks = niceTicks(Math.max(...series.map(({ amount }) => amount)), TICK_COUNT, 100);
  const y = (pence: number) => BOTTOM - (pence / ticks[ticks.length - 1]) * (BOTTOM - TOP);
  // Evenly spaced from edge to edge; one point alone stands in the middle.
  const gap = series.length > 1 ? (right - LEFT) / (series.length - 1) : 0;
  const points = series.map((point, index) => ({ ...point, x: gap ? LEFT + index * gap : (LEFT + right) / 2, y: y(point.amount) }));
  const labelEvery = Math.max(1, Math.ceil((LABEL_ROOM * series.length) / (right - LEFT)));
  const last = points.length - 1;
  const shownIndex = hovered ?? focused;
  const shown = shownIndex === null ? undefined : points[shownIndex];

  const hover = (event: PointerEvent<HTMLElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    setHovered(gap ? Math.min(last, Math.max(0, Math.round((x - LEFT) / gap))) : 0);
  };
  const move = (event: KeyboardEvent, index: number) => {
    const next = keyMoves[event.key]?.(index, last);
    if (next === undefined) return;
    event.preventDefault();
    markers.current[next]?.focus();
  };

  return (
    <Box
      ref={plot}
      aria-busy={loading}
      onPointerMove={points.length > 0 ? hover : undefined}
      onPointerDown={points.length > 0 ? hover : undefined}
      // A finger leaves as it lifts: the tooltip of the point it touched stays until the next touch.
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(null)}
      sx={{ position: 'relative', height: HEIGHT }}
    >
      <Box sx={{ opacity: loading ? 0.4 : 1 }}>
        <svg role="img" aria-label={name} width={width} height={HEIGHT} overflow="visible" fontSize={12} fill={palette.text.primary}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={right} y1={y(tick)} y2={y(tick)} stroke={palette.divider} />
              <line x1={LEFT - TICK_SIZE} x2={LEFT} y1={y(tick)} y2={y(tick)} stroke={palette.text.primary} />
              <text data-testid="y-tick" x={LEFT - TICK_SIZE - 2} y={y(tick)} textAnchor="end" dominantBaseline="central">
                {wholePounds(tick)}
              </text>
            </g>
          ))}
          <line x1={LEFT} x2={LEFT} y1={TOP} y2={BOTTOM} stroke={palette.text.primary} />
          <line x1={LEFT} x2={right} y1={BOTTOM} y2={BOTTOM} stroke={palette.text.primary} />
          {points.map(({ period, x }, index) => (
            <g key={period}>
              <line x1={x} x2={x} y1={BOTTOM} y2={BOTTOM + TICK_SIZE} stroke={palette.text.primary} />
              {index % labelEvery === 0 && (
                <text data-testid="x-label" x={x} y={BOTTOM + TICK_SIZE + 2} textAnchor="middle" dominantBaseline="hanging">
                  {period}
                </text>
              )}
            </g>
          ))}
          {shown && <line x1={shown.x} x2={shown.x} y1={TOP} y2={BOTTOM} stroke={palette.text.primary} strokeDasharray="5 2" />}
          <path d={monotonePath(points)} fill="none" stroke={palette.primary.main} strokeWidth={2} />
        </svg>
        {points.map(({ period, amount, x, y }, index) => (
          <Box
            key={period}
            component="span"
            ref={(element: HTMLElement | null) => {
              markers.current[index] = element;
            }}
            role="img"
            aria-label={`${period}: ${formatPounds(amount)}`}
            tabIndex={index === Math.min(tabStop, last) ? 0 : -1}
            onFocus={() => {
              setFocused(index);
              setTabStop(index);
            }}
            onBlur={() => setFocused(null)}
            onKeyDown={(event) => move(event, index)}
            style={{ left: x, top: y, backgroundColor: index === shownIndex ? palette.primary.main : undefined }}
            sx={{
              position: 'absolute',
              width: 12,
              height: 12,
              m: '-6px',
              boxSizing: 'border-box',
              border: 2,
              borderColor: 'primary.main',
              borderRadius: '50%',
              bgcolor: 'background.paper',
              '&:focus-visible': focusRing,
            }}
          />
        ))}
      </Box>
      {shown && (
        <Paper
          role="tooltip"
          elevation={4}
          // Beside the point, towards the middle of the plot, so it never leaves the page's width.
          style={{
            left: shown.x,
            top: shown.y,
            transform: `translate(${shown.x > width / 2 ? 'calc(-100% - 12px)' : '12px'}, ${shown.y > HEIGHT / 2 ? 'calc(-100% - 12px)' : '12px'})`,
          }}
          sx={{ position: 'absolute', zIndex: 1, px: 1.5, py: 1, pointerEvents: 'none', whiteSpace: 'nowrap' }}
        >
          <Typography variant="caption" component="p" color="text.secondary">
            {shown.period}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
            <Typography variant="body2">Sales</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, pl: 2 }}>
              {formatPounds(shown.amount)}
            </Typography>
          </Stack>
        </Paper>
      )}
      <Typography
        role="status"
        variant="body2"
        sx={{
          position: 'absolute',
          inset: `${TOP}px ${MARGIN}px ${HEIGHT - BOTTOM}px ${LEFT}px`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          pointerEvents: 'none',
        }}
      >
        {loading && 'Loading data…'}
      </Typography>
    </Box>
  );
}
