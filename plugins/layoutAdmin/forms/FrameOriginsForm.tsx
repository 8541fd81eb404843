import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Field, Input, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { ALLOWED_ORIGINS, addAllowedOrigin, mergedDocument, orderedIds, removeItem, type EditProblem } from '@plugin-api/layout-admin';
import { problemText, useFormStyles, type SectionProps } from './formParts';

/** The origins frames may load from: list, remove, add (checked as the schema and the CSP header read them). */
export const FrameOriginsForm = observer(function FrameOriginsForm({ below, patch, onChange, personal }: SectionProps & { personal: boolean }) {
  const intl = useIntl();
  const styles = useFormStyles();
  const [origin, setOrigin] = useState('');
  const [problem, setProblem] = useState<EditProblem | undefined>();
  const merged = mergedDocument(below, patch);
  const ids = orderedIds(merged, ALLOWED_ORIGINS);
  const add = () => {
    const result = addAllowedOrigin(below, patch, origin);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(undefined);
    setOrigin('');
    onChange(result.patch);
  };
  return (
    <div className={styles.section} data-testid="form-origins">
      <Text className={styles.muted}>{personal ? intl.formatMessage({ id: 'i18n_forms_origins_userScope' }) : intl.formatMessage({ id: 'i18n_forms_origins_hint' })}</Text>
      {ids.length === 0 ? (
        <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_forms_origins_none' })}</Text>
      ) : (
        <ul className={styles.list}>
          {ids.map((id) => {
            const entry = merged.frames.allowedOrigins[id]!;
            return (
              <li key={id} className={styles.item} data-testid={`form-origin-${id}`}>
                <Text className={`${styles.code} ${styles.grow}`}>{entry.origin}</Text>
                <Button size="small" appearance="subtle" icon={<DeleteRegular />} disabled={personal} onClick={() => onChange(removeItem(below, patch, ALLOWED_ORIGINS, id))} aria-label={intl.formatMessage({ id: 'i18n_forms_remove_item' }, { item: entry.origin })} data-testid={`form-origin-${id}-remove`}>
                  {intl.formatMessage({ id: 'i18n_forms_remove' })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Field label={intl.formatMessage({ id: 'i18n_forms_origins_new' })} validationState={problem ? 'error' : 'none'} validationMessage={problem ? problemText(intl, problem) : undefined} className={styles.grow}>
          <Input value={origin} disabled={personal} placeholder="https://rfq.example.com" onChange={(_, data) => setOrigin(data.value)} data-testid="form-origin-new" />
        </Field>
        <Button type="submit" disabled={personal || origin.trim() === ''} data-testid="form-origin-add">
          {intl.formatMessage({ id: 'i18n_forms_origins_add' })}
        </Button>
      </form>
    </div>
  );
});
