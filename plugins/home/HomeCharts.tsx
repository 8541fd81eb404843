import { GroupedVerticalBarChart, VerticalBarChart } from '@fluentui/react-charts';
import { tokens } from '@fluentui/react-components';
import { formatAmount, shortMonthLabel, type MonthFigure } from '@plugin-api';

/**
 * The home pages' small charts (@fluentui/react-charts). Only the home blocks and the supplier home
 * import this module, so the chart library loads with them and never with the shell.
 */

export function MonthCountChart({ title, months, language }: { title: string; months: readonly MonthFigure[]; language: string }) {
  const data = months.map((month) => ({ x: shortMonthLabel(month.month, language), y: month.count, legend: title, color: tokens.colorBrandBackground }));
  return (
    <figure aria-label={title} style={{ margin: 0, height: '200px' }} data-testid="month-chart">
      <VerticalBarChart data={data} height={200} hideLegend hideLabels barWidth="auto" chartTitle={title} />
    </figure>
  );
}

export interface FinanceMonth {
  month: string;
  receivable: number;
  invoiced: number;
  received: number;
}

export function FinanceChart({ title, months, language, labels }: { title: string; months: readonly FinanceMonth[]; language: string; labels: { receivable: string; invoiced: string; received: string } }) {
  const data = months.map((month) => ({
    name: shortMonthLabel(month.month, language),
    series: [
      { key: 'receivable', data: month.receivable, legend: labels.receivable, color: tokens.colorPaletteBlueBorderActive },
      { key: 'invoiced', data: month.invoiced, legend: labels.invoiced, color: tokens.colorPaletteGreenBorderActive },
      { key: 'received', data: month.received, legend: labels.received, color: tokens.colorPaletteMarigoldBorderActive },
    ],
  }));
  return (
    <figure aria-label={title} style={{ margin: 0, height: '260px' }} data-testid="finance-chart">
      <GroupedVerticalBarChart data={data} height={260} chartTitle={title} hideLabels margins={{ left: 72, right: 20, top: 20, bottom: 35 }} yAxisTickFormat={(value: number) => formatAmount(value, language, 'CNY', true)} />
    </figure>
  );
}
