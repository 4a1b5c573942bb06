import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalesPeriod } from './figures';
import { SalesChart } from './SalesChart';

// jsdom lays nothing out: the chart is given a width of 600 px, its plot 92 to 580 px across.
beforeEach(() => {
  window.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe() {
      this.report([{ contentRect: { width: 600 } } as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  };
});

const year: SalesPeriod[] = [
  { period: 'Jan 2026', amount: 100000 },
  { period: 'Feb 2026', amount: 0 },
  { period: 'Mar 2026', amount: 1134550 },
];

const chart = () => screen.getByRole('img', { name: 'Sales over 12 Months' });
const points = () => screen.getAllByRole('img', { name: /: £/ });
const point = (name: string) => screen.getByRole('img', { name });
const px = (value: string) => Number(value.replace('px', ''));
const tooltip = () => screen.queryByRole('tooltip');

it('is an image named after what it shows, and names each period and its amount to a screen reader', () => {
  render(<SalesChart series={year} name="Sales over 12 Months" loading={false} />);
  expect(chart().tagName).toBe('svg');
  expect(points().map((element) => element.getAttribute('aria-label'))).toEqual([
    'Jan 2026: £1,000.00',
    'Feb 2026: £0.00',
    'Mar 2026: £11,345.50',
  ]);
});

it('places each point by its period across the plot and by its amount up the axis', () => {
  render(<SalesChart series={year} name="Sales over 12 Months" loading={false} />);
  const [january, february, march] = points().map((element) => ({ x: px(element.style.left), y: px(element.style.top) }));
  expect([january.x, february.x, march.x]).toEqual([92, 336, 580]);
  // The highest amount is the topmost point, nothing sits on the x axis (255 px down), and heights
  // follow the amounts: the axis tops out at £12,000, 235 px above it.
  expect(march.y).toBeLessThan(january.y);
  expect(february.y).toBe(255);
  expect(255 - january.y).toBeCloseTo((1000 / 12000) * 235);
  expect(255 - march.y).toBeCloseTo((11345.5 / 12000) * 235);
});

it('draws the y axis from £0 in round whole pounds, with a grid line at each, and names the periods below', () => {
  render(<SalesChart series={year} name="Sales over 12 Months" loading={false} />);
  expect(screen.getAllByTestId('y-tick').map((tick) => tick.textContent)).toEqual([
    '£0',
    '£2,000',
    '£4,000',
    '£6,000',
    '£8,000',
    '£10,000',
    '£12,000',
  ]);
  expect(screen.getAllByTestId('x-label').map((label) => label.textContent)).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026']);
});

it('names only every few periods when all their labels would not fit', () => {
  const month = Array.from({ length: 30 }, (_, day) => ({ period: `${day + 1} Nov`, amount: 1000 * day }));
  render(<SalesChart series={month} name="Sales over 30 Days" loading={false} />);
  expect(points()).toHaveLength(30);
  expect(screen.getAllByTestId('x-label').map((label) => label.textContent)).toEqual([
    '1 Nov',
    '5 Nov',
    '9 Nov',
    '13 Nov',
    '17 Nov',
    '21 Nov',
    '25 Nov',
    '29 Nov',
  ]);
});

it('shows the period and amount of the point nearest the mouse, until the mouse leaves', async () => {
  const user = userEvent.setup();
  render(<SalesChart series={year} name="Sales over 12 Months" loading={false} />);
  expect(tooltip()).not.toBeInTheDocument();
  await user.pointer({ target: chart(), coords: { clientX: 560, clientY: 100 } });
  expect(tooltip()).toHaveTextContent('Mar 2026Sales£11,345.50');
  await user.pointer({ target: chart(), coords: { clientX: 100, clientY: 100 } });
  expect(tooltip()).toHaveTextContent('Jan 2026Sales£1,000.00');
  await user.unhover(chart());
  expect(tooltip()).not.toBeInTheDocument();
});

it('takes the keyboard across the points from one tab stop, showing the tooltip of the focused one', async () => {
  const user = userEvent.setup();
  render(<SalesChart series={year} name="Sales over 12 Months" loading={false} />);
  expect(points().map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  await user.tab();
  expect(point('Jan 2026: £1,000.00')).toHaveFocus();
  expect(tooltip()).toHaveTextContent('Jan 2026Sales£1,000.00');
  await user.keyboard('{ArrowRight}');
  expect(point('Feb 2026: £0.00')).toHaveFocus();
  expect(tooltip()).toHaveTextContent('Feb 2026Sales£0.00');
  await user.keyboard('{End}');
  expect(tooltip()).toHaveTextContent('Mar 2026Sales£11,345.50');
  await user.keyboard('{ArrowRight}');
  expect(point('Mar 2026: £11,345.50')).toHaveFocus();
  await user.keyboard('{Home}{ArrowLeft}');
  expect(point('Jan 2026: £1,000.00')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  await user.tab();
  expect(tooltip()).not.toBeInTheDocument();
  // Coming back, the keyboard returns to the point it left.
  await user.tab({ shift: true });
  expect(point('Feb 2026: £0.00')).toHaveFocus();
});

it('says so while the figures of another range are on their way', () => {
  const { rerender } = render(<SalesChart series={year} name="Sales over 12 Months" loading={true} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading data…');
  expect(chart().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  rerender(<SalesChart series={year} name="Sales over 12 Months" loading={false} />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(chart().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
});
