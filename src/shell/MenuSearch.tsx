import { SearchBox, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { MENU_QUERY_MAX } from '../core/menu/menuSearch';

const useStyles = makeStyles({ box: { width: '100%', maxWidth: '100%' } });

/** The menu's search box: filters as the user types; Enter opens the first hit (`onEnter`); Esc clears it. */
export function MenuSearch({ value, onChange, onEnter, testId = 'menu-search' }: { value: string; onChange(value: string): void; onEnter?(): void; testId?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const label = intl.formatMessage({ id: 'i18n_menu_search' });
  return (
    <SearchBox
      className={styles.box}
      size="small"
      value={value}
      maxLength={MENU_QUERY_MAX}
      placeholder={intl.formatMessage({ id: 'i18n_menu_search_placeholder' })}
      aria-label={label}
      // Fluent names its clear button "clear" in every language.
      dismiss={{ 'aria-label': intl.formatMessage({ id: 'i18n_menu_search_clear' }), title: intl.formatMessage({ id: 'i18n_menu_search_clear' }) }}
      onChange={(_, data) => onChange(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onEnter && value.trim() !== '') {
          event.preventDefault();
          onEnter();
        }
        if (event.key === 'Escape' && value !== '') {
          event.preventDefault();
          onChange('');
        }
      }}
      data-testid={testId}
    />
  );
}
