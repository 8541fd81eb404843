import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ListTable, useModel, usePortal, type StatusCount } from '@plugin-api';
import { homeModel, type FigureKey, type HomeFigures, type HomeStore, type Loadable } from './model/homeStore';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  stats: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM },
  stat: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  value: { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  label: { color: tokens.colorNeutralForeground2 },
  card: { height: '100%', boxSizing: 'border-box' },
});

/** A home block's card: its title as the block's heading, the figure's total under it when there is one. */
export function BlockCard({ title, total, testId, children }: { title: string; total?: number; testId?: string; children: ReactNode }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={testId}>
      <CardHeader
        header={<Subtitle1 as="h2" style={{ margin: 0 }}>{title}</Subtitle1>}
        description={total === undefined ? undefined : <Text className={styles.label}>{intl.formatMessage({ id: 'i18n_home_total' }, { count: total })}</Text>}
      />
      {children}
    </Card>
  );
}

/** The home plugin's model in this portal: its figures and the supplier's inquiry list. */
export const useHome = (): HomeStore => useModel(homeModel);

/** Asks for a figure when the component mounts (once per session; a retry asks again). */
export function useFigure<K extends FigureKey>(key: K): Loadable<HomeFigures[K]> | undefined {
  const home = useHome();
  useEffect(() => {
    void home.load(key);
  }, [home, key]);
  return home.figure(key);
}

/** Loading, error (with retry) and empty states around what a figure shows. */
export const FigureState = observer(function FigureState<T>({
  state,
  onRetry,
  isEmpty,
  children,
  testId,
}: {
  state: Loadable<T> | undefined;
  onRetry: () => void;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  testId?: string;
}) {
  const intl = useIntl();
  if (!state || (state.status === 'loading' && state.data === undefined)) return <Spinner size="small" label={intl.formatMessage({ id: 'i18n_home_loading' })} data-testid={testId ? `${testId}-loading` : undefined} />;
  if (state.status === 'error')
    return (
      <MessageBar intent="error" data-testid={testId ? `${testId}-error` : undefined}>
        <MessageBarBody>{state.error ?? intl.formatMessage({ id: 'i18n_home_loadFailed' })}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'i18n_home_retry' })}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  const data = state.data as T;
  if (isEmpty?.(data))
    return (
      <Text block style={{ color: tokens.colorNeutralForeground3 }} data-testid={testId ? `${testId}-empty` : undefined}>
        {intl.formatMessage({ id: 'i18n_home_empty' })}
      </Text>
    );
  return <>{children(data)}</>;
});

export function Stats({ items, testId }: { items: Array<{ key: string; label: string; value: string | number; title?: string }>; testId?: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.stats} data-testid={testId} style={{ margin: 0 }}>
      {items.map((item) => (
        <div key={item.key} className={styles.stat} data-testid={testId ? `${testId}-${item.key}` : undefined}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value} style={{ margin: 0 }} title={item.title}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Counts by status as a small table, the status labelled by its dictionary. */
export const StatusTable = observer(function StatusTable({ rows, dictionary, caption }: { rows: readonly StatusCount[]; dictionary: string; caption: string }) {
  const portal = usePortal();
  const intl = useIntl();
  useEffect(() => {
    void portal.work.dictionaries.ensure([dictionary]);
  }, [portal, dictionary]);
  return (
    <ListTable
      rows={rows}
      columns={[
        { id: 'status', header: intl.formatMessage({ id: 'i18n_home_status' }), cell: (row) => portal.work.dictionaries.label(dictionary, row.status) },
        { id: 'count', header: intl.formatMessage({ id: 'i18n_home_count' }), cell: (row) => row.count },
      ]}
      rowKey={(row) => row.status}
      label={caption}
    />
  );
});
