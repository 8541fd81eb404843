import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Field, Input, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { usePortal, type LocalizedText } from '@plugin-api';
import { PREVIEW_STATIONS, TOP_BAR, isHiddenForStation, mergedDocument, moveItem, orderedIds, removeItem, removedItems, restoreItem, setHiddenForStation, setItemLabel, textForLanguage, type EditProblem } from '@plugin-api/layout-admin';
import { ProblemText, stationName, useFormStyles, type SectionProps } from './formParts';

const AREAS = ['start', 'end'] as const;

/** The top bar's items in the order they show (left end first): who they are hidden for, their order, removal, labels. */
export const TopBarForm = observer(function TopBarForm({ below, patch, onChange, stations = PREVIEW_STATIONS }: SectionProps & { stations?: readonly string[] }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useFormStyles();
  const merged = mergedDocument(below, patch);
  const labelOf = (id: string, label: LocalizedText | undefined) => (label === undefined ? id : portal.text(label));
  const rows = AREAS.flatMap((area) => orderedIds(merged, TOP_BAR, area).map((id) => ({ id, area, item: merged.topBar[id]! })));
  const removed = removedItems(below, patch, TOP_BAR);
  return (
    <div className={styles.section} data-testid="form-topbar">
      <Table size="small" aria-label={intl.formatMessage({ id: 'i18n_forms_topBar' })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_forms_topBar_item' })}</TableHeaderCell>
            {stations.map((station) => (
              <TableHeaderCell key={station}>{intl.formatMessage({ id: 'i18n_forms_hideFor' }, { station: stationName(intl, station) })}</TableHeaderCell>
            ))}
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_forms_order' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_forms_actions' })}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ id, area, item }, index) => {
            const name = labelOf(id, item.label);
            const sameArea = (other: number) => rows[other]?.area === area;
            return (
              <TableRow key={id} data-testid={`form-topbar-${id}`}>
                <TableCell>
                  <Text weight="semibold">{name}</Text>{' '}
                  <Text className={styles.muted}>
                    {id} · {area === 'start' ? intl.formatMessage({ id: 'i18n_forms_topBar_area_start' }) : intl.formatMessage({ id: 'i18n_forms_topBar_area_end' })}
                  </Text>
                </TableCell>
                {stations.map((station) => (
                  <TableCell key={station}>
                    <Checkbox
                      checked={isHiddenForStation(item, station)}
                      onChange={(_, data) => onChange(setHiddenForStation(below, patch, TOP_BAR, id, station, data.checked === true))}
                      aria-label={intl.formatMessage({ id: 'i18n_forms_hideFor_item' }, { item: name, station: stationName(intl, station) })}
                      data-testid={`form-topbar-${id}-hide-${station}`}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  <div className={styles.buttons}>
                    <Button size="small" appearance="subtle" icon={<ArrowUpRegular />} disabled={!sameArea(index - 1)} onClick={() => onChange(moveItem(below, patch, TOP_BAR, id, 'up'))} aria-label={intl.formatMessage({ id: 'i18n_forms_moveUp_item' }, { item: name })} data-testid={`form-topbar-${id}-up`} />
                    <Button size="small" appearance="subtle" icon={<ArrowDownRegular />} disabled={!sameArea(index + 1)} onClick={() => onChange(moveItem(below, patch, TOP_BAR, id, 'down'))} aria-label={intl.formatMessage({ id: 'i18n_forms_moveDown_item' }, { item: name })} data-testid={`form-topbar-${id}-down`} />
                  </div>
                </TableCell>
                <TableCell>
                  <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => onChange(removeItem(below, patch, TOP_BAR, id))} aria-label={intl.formatMessage({ id: 'i18n_forms_remove_item' }, { item: name })} data-testid={`form-topbar-${id}-remove`}>
                    {intl.formatMessage({ id: 'i18n_forms_remove' })}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {removed.length > 0 && (
        <div className={styles.item}>
          <Text>{intl.formatMessage({ id: 'i18n_forms_removed' })}</Text>
          {removed.map((id) => {
            const name = labelOf(id, below.topBar[id]?.label);
            return (
              <Button key={id} size="small" onClick={() => onChange(restoreItem(below, patch, TOP_BAR, id))} aria-label={intl.formatMessage({ id: 'i18n_forms_restore_item' }, { item: name })} data-testid={`form-topbar-${id}-restore`}>
                {intl.formatMessage({ id: 'i18n_forms_restore' })} · {name}
              </Button>
            );
          })}
        </div>
      )}
      <LabelEditor {...{ below, patch, onChange }} ids={rows.map((row) => row.id)} labelOf={(id) => labelOf(id, merged.topBar[id]?.label)} />
    </div>
  );
});

/** Renames one item: its label per language, or back to the label of the layers below. */
function LabelEditor({ below, patch, onChange, ids, labelOf }: SectionProps & { ids: string[]; labelOf: (id: string) => string }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useFormStyles();
  const [id, setId] = useState('');
  const [texts, setTexts] = useState({ zh_cn: '', en: '' });
  const [problem, setProblem] = useState<EditProblem | undefined>();
  const choose = (next: string) => {
    setId(next);
    setProblem(undefined);
    const label = mergedDocument(below, patch).topBar[next]?.label;
    // A per-language label shows each language; a single text (or message key) shows as read now, in both.
    const shown = (language: string) => (typeof label === 'object' ? textForLanguage(label, language) : label === undefined ? '' : portal.text(label));
    setTexts({ zh_cn: shown('zh_cn'), en: shown('en') });
  };
  const apply = (label: LocalizedText | undefined) => {
    const result = setItemLabel(below, patch, TOP_BAR, id, label);
    setProblem(result.ok ? undefined : result.problem);
    if (result.ok) onChange(result.patch);
  };
  const wanted = Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== '').map(([language, text]) => [language, text.trim()]));
  return (
    <div className={styles.row}>
      <Field label={intl.formatMessage({ id: 'i18n_forms_label_item' })}>
        <Select value={id} onChange={(_, data) => choose(data.value)} data-testid="form-topbar-label-item">
          <option value="" />
          {ids.map((candidate) => (
            <option key={candidate} value={candidate}>
              {labelOf(candidate)} ({candidate})
            </option>
          ))}
        </Select>
      </Field>
      <Field label={intl.formatMessage({ id: 'i18n_forms_label_zh' })}>
        <Input value={texts.zh_cn} disabled={!id} onChange={(_, data) => setTexts({ ...texts, zh_cn: data.value })} data-testid="form-topbar-label-zh_cn" />
      </Field>
      <Field label={intl.formatMessage({ id: 'i18n_forms_label_en' })}>
        <Input value={texts.en} disabled={!id} onChange={(_, data) => setTexts({ ...texts, en: data.value })} data-testid="form-topbar-label-en" />
      </Field>
      <Button disabled={!id} onClick={() => (Object.keys(wanted).length === 0 ? setProblem('labelEmpty') : apply(wanted))} data-testid="form-topbar-label-apply">
        {intl.formatMessage({ id: 'i18n_forms_label_apply' })}
      </Button>
      <Button appearance="subtle" disabled={!id} onClick={() => apply(undefined)}>
        {intl.formatMessage({ id: 'i18n_forms_label_reset' })}
      </Button>
      <ProblemText problem={problem} testId="form-topbar-label-problem" />
    </div>
  );
}
