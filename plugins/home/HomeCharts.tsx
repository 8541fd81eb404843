import { lazy, Suspense, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { MonthFigure } from '@plugin-api';
import { FINANCE_CHART_HEIGHT, MONTH_CHART_HEIGHT, type FinanceMonth } from './chartSizes';

/**
 * The home pages' small charts. The figure and its caption (what it counts) render with the block;
 * the drawing (chartDrawings.tsx, @fluentui/react-charts) is a chunk of its own that loads when the
 * first chart has data, into a box of the drawing's height, so nothing moves when it arrives. Only
 * the home blocks and the supplier home import this module.
 */

const drawings = () => import(/* webpackChunkName: "home-chart-drawings" */ './chartDrawings');
const MonthBars = lazy(() => drawings().then((module) => ({ default: module.MonthBars })));
const FinanceBars = lazy(() => drawings().then((module) => ({ default: module.FinanceBars })));
// Fetched and compiled once the home's first render is done (the browser idle), so that a chart
// whose data arrive rarely waits for its drawing; a failure here is met again by the chart itself.
if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void drawings().catch(() => undefined), { timeout: 2_000 });

const useStyles = makeStyles({
  figure: { margin: `${tokens.spacingVerticalM} 0 0`, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  caption: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

function ChartFigure({ title, caption, height, testId, children }: { title: string; caption: string; height: number; testId: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <figure aria-label={title} className={styles.figure} data-testid={testId}>
      <figcaption className={styles.caption} data-testid="chart-caption">
        {caption}
      </figcaption>
      <div style={{ height: `${height}px` }}>
        <Suspense fallback={<div aria-busy="true" data-testid="chart-drawing-loading" style={{ height: `${height}px` }} />}>{children}</Suspense>
      </div>
    </figure>
  );
}

export function MonthCountChart(props: { title: string; caption: string; months: readonly MonthFigure[]; language: string }) {
  return (
    <ChartFigure title={props.title} caption={props.caption} height={MONTH_CHART_HEIGHT} testId="month-chart">
      <MonthBars {...props} />
    </ChartFigure>
  );
}

export function FinanceChart(props: { title: string; caption: string; months: readonly FinanceMonth[]; language: string; labels: { receivable: string; invoiced: string; received: string } }) {
  return (
    <ChartFigure title={props.title} caption={props.caption} height={FINANCE_CHART_HEIGHT} testId="finance-chart">
      <FinanceBars {...props} />
    </ChartFigure>
  );
}
