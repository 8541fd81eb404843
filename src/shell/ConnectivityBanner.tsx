import { observer } from 'mobx-react-lite';
import { makeStyles, tokens } from '@fluentui/react-components';
import { CloudOff20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/rootStore';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground3,
    borderBottom: `1px solid ${tokens.colorPaletteRedBorder1}`,
    fontSize: tokens.fontSizeBase200,
  },
});

/** While the server cannot be reached: one line saying so (the store retries by itself and hides it when back). */
export const ConnectivityBanner = observer(function ConnectivityBanner() {
  const { connectivity } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div role="status" aria-live="polite" data-testid="connectivity-status" data-online={connectivity.online}>
      {!connectivity.online && (
        <div className={styles.bar}>
          <CloudOff20Regular aria-hidden />
          {intl.formatMessage({ id: 'i18n_connectivity_offline' })}
        </div>
      )}
    </div>
  );
});
