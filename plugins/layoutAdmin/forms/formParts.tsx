import { defineMessages, useIntl } from 'react-intl';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { LayoutDocument } from '@plugin-api';
import type { EditProblem } from '@plugin-api/layout-admin';

/** What every section of the forms gets: the document under the overlay, the overlay, and where a new overlay goes. */
export interface SectionProps {
  below: LayoutDocument;
  patch: Record<string, unknown>;
  onChange: (patch: Record<string, unknown>) => void;
}

export const useFormStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  problem: { color: tokens.colorPaletteRedForeground1 },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  list: { margin: 0, paddingLeft: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  grow: { flex: '1', minWidth: '160px' },
});

const PROBLEM_MESSAGES = defineMessages({
  originPattern: { id: 'i18n_forms_problem_originPattern' },
  originInsecure: { id: 'i18n_forms_problem_originInsecure' },
  originDuplicate: { id: 'i18n_forms_problem_originDuplicate' },
  originTooMany: { id: 'i18n_forms_problem_originTooMany' },
  pathPattern: { id: 'i18n_forms_problem_pathPattern' },
  labelEmpty: { id: 'i18n_forms_problem_labelEmpty' },
  imagePattern: { id: 'i18n_forms_problem_imagePattern' },
  unknownItem: { id: 'i18n_forms_problem_unknownItem' },
});

const STATION_MESSAGES = defineMessages({
  purchase: { id: 'i18n_forms_station_purchase' },
  sale: { id: 'i18n_forms_station_sale' },
});

const LANGUAGE_MESSAGES = defineMessages({
  zh_cn: { id: 'i18n_forms_language_zh_cn' },
  en: { id: 'i18n_forms_language_en' },
});

type Intl = ReturnType<typeof useIntl>;

/** The name of a station for the forms (buyers, suppliers); another station by its code. */
export function stationName(intl: Intl, station: string): string {
  return Object.prototype.hasOwnProperty.call(STATION_MESSAGES, station) ? intl.formatMessage(STATION_MESSAGES[station as keyof typeof STATION_MESSAGES]) : station;
}

export function languageName(intl: Intl, language: string): string {
  return Object.prototype.hasOwnProperty.call(LANGUAGE_MESSAGES, language) ? intl.formatMessage(LANGUAGE_MESSAGES[language as keyof typeof LANGUAGE_MESSAGES]) : language;
}

export function problemText(intl: Intl, problem: EditProblem): string {
  return intl.formatMessage(PROBLEM_MESSAGES[problem]);
}

/** A refused edit's message, announced to screen readers. */
export function ProblemText({ problem, testId }: { problem: EditProblem | undefined; testId: string }) {
  const intl = useIntl();
  const styles = useFormStyles();
  if (!problem) return null;
  return (
    <Text role="alert" className={styles.problem} data-testid={testId}>
      {problemText(intl, problem)}
    </Text>
  );
}
