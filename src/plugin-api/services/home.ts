// Home pages (issue 9 point 1): the rules and shapes the home blocks draw with. The figures
// themselves are the home plugin's model (plugins/home/model), made from ServerCalls['home'].
import type { MonthFigure, SaleEnquiryRow, StatusCount } from '../../contract';

export type { MonthFigure, SaleEnquiryRow, StatusCount };
export { appsForAccount, formatAmount, navigationLinks, shortMonthLabel, totalOf } from '../../core/home/homeRules';
export { valueAxis } from '../../core/home/axisTicks';
// Content blocks (home.text): the layout's rich-text subset as a tree, and where a link may lead.
export { contentLinkTarget, parseRichText, type RichBlock, type RichInline, type RichTextRun } from '../../core/home/richText';
export { linkOriginsOf } from '../../core/topBar/topBarLink';
