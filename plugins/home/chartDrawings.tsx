import { GroupedVerticalBarChart, VerticalBarChart } from '@fluentui/react-charts';
import { tokens } from '@fluentui/react-components';
import { formatAmount, shortMonthLabel, valueAxis, type MonthFigure } from '@plugin-api';
import { FINANCE_CHART_HEIGHT, MONTH_CHART_HEIGHT, type FinanceMonth } from './chartSizes';

/**
 * The drawings of the home pages' charts (@fluentui/react-charts, 188 KB): a chunk of their own that
 * HomeCharts loads once the first chart has data to draw, so that neither the home's first render
 * nor a signed-in reload waits for the library (its compile and its code cache). Each draws its value
 * axis on round numbers (valueAxis).
 */

export function MonthBars({ title, caption, months, language }: { title: string; caption: string; months: readonly MonthFigure[]; language: string }) {
  const data = months.map((month) => ({ x: shortMonthLabel(month.month, language), y: month.count, legend: title, color: tokens.colorBrandBackground }));
  const axis = valueAxis(Math.max(0, ...months.map((month) => month.count)), { integral: true });
  return <VerticalBarChart data={data} height={MONTH_CHART_HEIGHT} hideLegend hideLabels barWidth="auto" chartTitle={`${title}. ${caption}`} yMaxValue={axis.max} yAxisTickCount={axis.intervals} />;
}

export function FinanceBars({
  title,
  caption,
  months,
  language,
  labels,
}: {
  title: string;
  caption: string;
  months: readonly FinanceMonth[];
  language: string;
  labels: { receivable: string; invoiced: string; received: string };
}) {
  const data = months.map((month) => ({
    name: shortMonthLabel(month.month, language),
    series: [
      { key: 'receivable', data: month.receivable, legend: labels.receivable, color: tokens.colorPaletteBlueBorderActive },
      { key: 'invoiced', data: month.invoiced, legend: labels.invoiced, color: tokens.colorPaletteGreenBorderActive },
      { key: 'received', data: month.received, legend: labels.received, color: tokens.colorPaletteMarigoldBorderActive },
    ],
  }));
  const axis = valueAxis(Math.max(0, ...months.flatMap((month) => [month.receivable, month.invoiced, month.received])));
  return (
    <GroupedVerticalBarChart
      data={data}
      height={FINANCE_CHART_HEIGHT}
      chartTitle={`${title}. ${caption}`}
      hideLabels
      margins={{ left: 72, right: 20, top: 20, bottom: 35 }}
      yMaxValue={axis.max}
      yAxisTickCount={axis.intervals}
      yAxisTickFormat={(value: number) => formatAmount(value, language, 'CNY', true)}
    />
  );
}
