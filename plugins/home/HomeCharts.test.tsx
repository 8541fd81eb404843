import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { MonthFigure } from '@plugin-api';
import { FinanceChart, MonthCountChart } from './HomeCharts';
import { FINANCE_CHART_HEIGHT, MONTH_CHART_HEIGHT } from './chartSizes';

// The drawings' chunk (the chart library) stands in as a promise the test settles: what is tested is
// the figure around it, which shows before the drawing and keeps its place when it comes.
let settle!: () => void;
const drawingsLoaded = new Promise<void>((resolve) => (settle = resolve));
vi.mock('./chartDrawings', async () => {
  await drawingsLoaded;
  return {
    MonthBars: ({ months }: { months: readonly MonthFigure[] }) => <svg data-testid="drawn-months">{months.length}</svg>,
    FinanceBars: () => <svg data-testid="drawn-finance" />,
  };
});

afterEach(cleanup);

const months = [
  { month: '2026-10', count: 3, amount: 1200 },
  { month: '2026-11', count: 5, amount: 900 },
] as unknown as MonthFigure[];

describe('the home charts', () => {
  it('show the figure, its name and caption at once, in a box of the drawing’s height, and the drawing in it when its chunk is in', async () => {
    render(<MonthCountChart title="Orders by month" caption="Orders placed each month" months={months} language="en" />);
    const figure = screen.getByRole('figure', { name: 'Orders by month' });
    expect(screen.getByTestId('chart-caption').textContent).toBe('Orders placed each month');
    const loading = screen.getByTestId('chart-drawing-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.style.height).toBe(`${MONTH_CHART_HEIGHT}px`);
    expect(figure.contains(loading)).toBe(true);

    settle();
    const drawn = await screen.findByTestId('drawn-months');
    expect(drawn.textContent).toBe('2');
    expect(screen.queryByTestId('chart-drawing-loading')).toBeNull();
    // The box the drawing went into has the height the placeholder had: nothing below it moves.
    expect((drawn.parentElement as HTMLElement).style.height).toBe(`${MONTH_CHART_HEIGHT}px`);
  });

  it('give the finance chart its own, taller box', async () => {
    settle();
    render(
      <FinanceChart
        title="Finance"
        caption="Receivable, invoiced and received"
        months={[{ month: '2026-11', receivable: 10, invoiced: 5, received: 2 }]}
        language="en"
        labels={{ receivable: 'Receivable', invoiced: 'Invoiced', received: 'Received' }}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Finance' })).toBeTruthy();
    const drawn = await screen.findByTestId('drawn-finance');
    expect((drawn.parentElement as HTMLElement).style.height).toBe(`${FINANCE_CHART_HEIGHT}px`);
  });
});
