import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Field, Input, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { usePortal } from '@plugin-api';
import { TAB_GROUPS, addTabGroup, mergedDocument, orderedIds, removeItem, removedItems, restoreItem, updateTabGroup, type EditProblem } from '@plugin-api/layout-admin';
import { ProblemText, useFormStyles, type SectionProps } from './formParts';

/** The tab groups: list, remove and restore, and one form that adds a group or edits the one chosen. */
export const TabGroupsForm = observer(function TabGroupsForm({ below, patch, onChange }: SectionProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useFormStyles();
  const [editing, setEditing] = useState<string | undefined>();
  const [label, setLabel] = useState('');
  const [pathPrefix, setPathPrefix] = useState('');
  const [problem, setProblem] = useState<EditProblem | undefined>();
  const merged = mergedDocument(below, patch);
  const ids = orderedIds(merged, TAB_GROUPS);
  const removed = removedItems(below, patch, TAB_GROUPS);
  const reset = () => {
    setEditing(undefined);
    setLabel('');
    setPathPrefix('');
    setProblem(undefined);
  };
  const submit = () => {
    const input = { label, pathPrefix };
    const result = editing ? updateTabGroup(below, patch, editing, input) : addTabGroup(below, patch, input);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    onChange(result.patch);
    reset();
  };
  return (
    <div className={styles.section} data-testid="form-tabgroups">
      <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_forms_tabGroups_hint' })}</Text>
      <ul className={styles.list}>
        {ids.map((id) => {
          const group = merged.tabGroups[id]!;
          const name = portal.text(group.label);
          return (
            <li key={id} className={styles.item} data-testid={`form-tabgroup-${id}`}>
              <Text weight="semibold" className={styles.grow}>
                {name}{' '}
                <span className={styles.code}>
                  {group.pathPrefix ?? ''}
                  {group.srcContains?.length ? ` ${intl.formatMessage({ id: 'i18n_forms_tabGroups_addresses' })}: ${group.srcContains.join(', ')}` : ''}
                </span>
              </Text>
              <Button
                size="small"
                appearance="subtle"
                icon={<EditRegular />}
                onClick={() => {
                  setEditing(id);
                  setLabel(name);
                  setPathPrefix(group.pathPrefix ?? '');
                  setProblem(undefined);
                }}
                aria-label={intl.formatMessage({ id: 'i18n_forms_tabGroups_edit_item' }, { item: name })}
                data-testid={`form-tabgroup-${id}-edit`}
              >
                {intl.formatMessage({ id: 'i18n_forms_tabGroups_edit' })}
              </Button>
              <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => onChange(removeItem(below, patch, TAB_GROUPS, id))} aria-label={intl.formatMessage({ id: 'i18n_forms_remove_item' }, { item: name })} data-testid={`form-tabgroup-${id}-remove`}>
                {intl.formatMessage({ id: 'i18n_forms_remove' })}
              </Button>
            </li>
          );
        })}
      </ul>
      {removed.length > 0 && (
        <div className={styles.item}>
          <Text>{intl.formatMessage({ id: 'i18n_forms_removed' })}</Text>
          {removed.map((id) => {
            const name = portal.text(below.tabGroups[id]?.label);
            return (
              <Button key={id} size="small" onClick={() => onChange(restoreItem(below, patch, TAB_GROUPS, id))} aria-label={intl.formatMessage({ id: 'i18n_forms_restore_item' }, { item: name })} data-testid={`form-tabgroup-${id}-restore`}>
                {intl.formatMessage({ id: 'i18n_forms_restore' })} · {name}
              </Button>
            );
          })}
        </div>
      )}
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={intl.formatMessage({ id: 'i18n_forms_tabGroups_label' })}>
          <Input value={label} onChange={(_, data) => setLabel(data.value)} data-testid="form-tabgroup-label" />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_forms_tabGroups_pathPrefix' })}>
          <Input value={pathPrefix} placeholder="/portal/contract" onChange={(_, data) => setPathPrefix(data.value)} data-testid="form-tabgroup-pathPrefix" />
        </Field>
        <Button type="submit" appearance="primary" data-testid="form-tabgroup-submit">
          {editing ? intl.formatMessage({ id: 'i18n_forms_tabGroups_save' }) : intl.formatMessage({ id: 'i18n_forms_tabGroups_add' })}
        </Button>
        {editing && (
          <Button appearance="subtle" onClick={reset}>
            {intl.formatMessage({ id: 'i18n_forms_tabGroups_cancel' })}
          </Button>
        )}
        <ProblemText problem={problem} testId="form-tabgroup-problem" />
      </form>
    </div>
  );
});
