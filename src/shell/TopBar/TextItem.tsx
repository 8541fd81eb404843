import { observer } from 'mobx-react-lite';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { TopBarItem } from '../../generated/layout';
import type { TopBarItemProps } from './topBarItemProps';
import { TopBarIcon } from './topBarIcon';
import { useTopBarStyles } from './useTopBarStyles';

const useStyles = makeStyles({
  text: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase300 },
  icon: { display: 'inline-flex' },
});

/**
 * Plain text of the layout in the top bar (kind text: a service desk's number, a notice), with an
 * optional icon: not a button and not focusable; screen readers read the text (the icon is decoration).
 */
export const TextItem = observer(function TextItem({ label, testId, item }: TopBarItemProps & { item: TopBarItem }) {
  const bar = useTopBarStyles();
  const styles = useStyles();
  return (
    <span className={mergeClasses(bar.user, styles.text)} data-testid={testId}>
      {item.icon && (
        <span className={styles.icon} aria-hidden="true">
          <TopBarIcon icon={item.icon} />
        </span>
      )}
      {label}
    </span>
  );
});
