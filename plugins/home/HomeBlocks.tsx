import { observer } from 'mobx-react-lite';
import { Avatar, Button, Card, CardHeader, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRight16Regular } from '@fluentui/react-icons';
import { usePortal, type BlockProps, type MenuItem } from '@plugin-api';

const useStyles = makeStyles({
  card: { height: '100%', boxSizing: 'border-box' },
  head: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingVerticalL,
    background: `linear-gradient(90deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 80%)`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

export const HeadBlock = observer(function HeadBlock() {
  const portal = usePortal();
  const styles = useStyles();
  const user = portal.user;
  const today = new Intl.DateTimeFormat(portal.language === 'en' ? 'en' : 'zh-CN', { dateStyle: 'full' }).format(new Date());
  return (
    <Card className={styles.head}>
      <Avatar name={user?.name} size={56} color="colorful" />
      <div>
        <Title3 as="h2">{portal.t('i18n_home_welcome', { name: user?.name ?? '' })}</Title3>
        <Text block className={styles.muted}>
          {portal.t('i18n_home_account', { account: `${user?.elsAccount ?? ''}_${user?.elsSubAccount ?? ''}` })} · {today}
        </Text>
      </div>
    </Card>
  );
});

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]).filter((item) => item.appUrl && !item.isIndex);
}

/** A module block: quick links to the user's menu entries of that module. */
function moduleBlock(pattern: RegExp) {
  return observer(function ModuleBlock({ title }: BlockProps) {
    const portal = usePortal();
    const styles = useStyles();
    const entries = flatten(portal.menu).filter((item) => pattern.test(`${item.appCode} ${item.appUrl ?? ''} ${item.appIcon ?? ''}`.toLowerCase()));
    return (
      <Card className={styles.card}>
        <CardHeader header={<Title3 as="h2">{title}</Title3>} description={<Text className={styles.muted}>{portal.t('i18n_home_quick')}</Text>} />
        {entries.length === 0 ? (
          <Text className={styles.muted}>{portal.t('i18n_home_noEntries')}</Text>
        ) : (
          <div className={styles.links}>
            {entries.slice(0, 6).map((item) => (
              <Button key={item.appCode} appearance="secondary" icon={<ArrowRight16Regular />} iconPosition="after" onClick={() => portal.openMenuItem(item)}>
                {item.appName}
              </Button>
            ))}
          </div>
        )}
      </Card>
    );
  });
}

export const PurchaseBlock = moduleBlock(/purchase|demand|require|plan/);
export const EnquiryBlock = moduleBlock(/rfq|enquiry|inquiry|quot|bid/);
export const OrderBlock = moduleBlock(/order/);
export const LogisticsBlock = moduleBlock(/deliver|logistic|ship|receipt/);
