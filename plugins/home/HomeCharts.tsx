import { GroupedVerticalBarChart, VerticalBarChart } from '@fluentui/react-charts';
import { makeStyles, tokens } from '@fluentui/react-components';
import { formatAmount, shortMonthLabel, valueAxis, type MonthFigure } from '@plugin-api';

/**
 * The home pages' small charts (@fluentui/react-charts). Only the home blocks and the supplier home
 * import this module, so the chart library loads with them and never with the shell. Each chart
 * says what it counts (its caption) and draws its value axis on round numbers (valueAxis).
 */

const useStyles = makeStyles({
  figure: { margin: `${tokens.spacingVerticalM} 0 0`, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  caption: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

export function MonthCountChart({ title, caption, months, language }: { title: string; caption: string; months: readonly MonthFigure[]; language: string }) {
  const styles = useStyles();
  const data = months.map((month) => ({ x: shortMonthLabel(month.month, language), y: month.count, legend: title, color: tokens.colorBrandBackground }));
  const axis = valueAxis(Math.max(0, ...months.map((month) => month.count)), { integral: true });
  return (
    <figure aria-label={title} className={styles.figure} data-testid="month-chart">
      <figcaption className={styles.caption} data-testid="chart-caption">
        {caption}
      </figcaption>
      <div style={{ height: '200px' }}>
        <VerticalBarChart data={data} height={200} hideLegend hideLabels barWidth="auto" chartTitle={`${title}. ${caption}`} yMaxValue={axis.max} yAxisTickCount={axis.intervals} />
      </div>
    </figure>
  );
}

export interface FinanceMonth {
  month: string;
  receivable: number;
  invoiced: number;
  received: number;
}

export function FinanceChart({
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
  const styles = useStyles();
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
    <figure aria-label={title} className={styles.figure} data-testid="finance-chart">
      <figcaption className={styles.caption} data-testid="chart-caption">
        {caption}
      </figcaption>
      <div style={{ height: '260px' }}>
        <GroupedVerticalBarChart
          data={data}
          height={260}
          chartTitle={`${title}. ${caption}`}
          hideLabels
          margins={{ left: 72, right: 20, top: 20, bottom: 35 }}
          yMaxValue={axis.max}
          yAxisTickCount={axis.intervals}
          yAxisTickFormat={(value: number) => formatAmount(value, language, 'CNY', true)}
        />
      </div>
    </figure>
  );
}
