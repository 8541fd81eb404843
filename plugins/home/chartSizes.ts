/** What the home charts' figures and drawings share: the drawings' heights (the figure keeps the box while one loads) and the finance months. */
export const MONTH_CHART_HEIGHT = 200;
export const FINANCE_CHART_HEIGHT = 260;

export interface FinanceMonth {
  month: string;
  receivable: number;
  invoiced: number;
  received: number;
}
