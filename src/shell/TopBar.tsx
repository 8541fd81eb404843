import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  LocalLanguage20Regular,
  NavigationRegular,
  PersonInfo20Regular,
  QrCode20Regular,
  SignOut20Regular,
  TextFontSize20Regular,
  Link20Regular,
  LockClosed20Regular,
  Key20Regular,
} from '@fluentui/react-icons';
import type { TopBarItem } from '../generated/layout';
import * as api from '../core/api/services';
import { useStores } from '../stores/RootStore';
import type { Density } from '../stores/UiStore';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    height: '52px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    gap: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow4,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, cursor: 'pointer', background: 'none', border: 'none', color: 'inherit', padding: 0 },
  logo: { width: '28px', height: '28px' },
  title: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: 'inherit', whiteSpace: 'nowrap' },
  spacer: { flex: '1' },
  item: { color: tokens.colorNeutralForegroundOnBrand, minWidth: 'auto' },
  user: { color: tokens.colorNeutralForegroundOnBrand, whiteSpace: 'nowrap' },
  qr: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalM },
  qrImage: { width: '200px', height: '200px', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});

/** The top bar, rendered from the layout document's topBar items and their visibility rules. */
export const TopBar = observer(function TopBar() {
  const root = useStores();
  const { layout, locale } = root;
  const styles = useStyles();
  const items = layout.sorted<TopBarItem>(layout.document.topBar).filter(([, item]) => root.isVisible(item.visibleWhen));
  const start = items.filter(([, item]) => item.area === 'start');
  const end = items.filter(([, item]) => item.area !== 'start');
  return (
    <header className={styles.bar} data-testid="top-bar">
      {start.map(([id, item]) => (
        <TopBarElement key={id} id={id} item={item} />
      ))}
      <button type="button" className={styles.brand} onClick={() => root.navigate(layout.document.app.homeTab.path)} aria-label={layout.document.app.siteTitle}>
        <img className={styles.logo} src="favicon.svg" alt="" />
        <span className={styles.title} data-testid="site-title">
          {layout.document.app.siteTitle}
        </span>
      </button>
      <span className={styles.spacer} />
      {end.map(([id, item]) => (
        <TopBarElement key={id} id={id} item={item} />
      ))}
      <span hidden>{locale.language}</span>
    </header>
  );
});

const TopBarElement = observer(function TopBarElement({ id, item }: { id: string; item: TopBarItem }) {
  const root = useStores();
  const { locale, ui, session, layout } = root;
  const styles = useStyles();
  const label = locale.text(item.label);
  const testId = `topbar-${id}`;
  const user = session.user;
  switch (item.kind) {
    case 'collapse':
      return (
        <Tooltip content={label} relationship="label">
          <Button appearance="transparent" className={styles.item} icon={<NavigationRegular />} onClick={() => ui.toggleCollapse()} data-testid={testId} aria-pressed={ui.collapsed} />
        </Tooltip>
      );
    case 'density': {
      const options = layout.document.app.density.options as Density[];
      return (
        <Menu checkedValues={{ density: [ui.density] }} onCheckedValueChange={(_, data) => ui.setDensity(data.checkedItems[0] as Density)}>
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content={label} relationship="label">
              <Button appearance="transparent" className={styles.item} icon={<TextFontSize20Regular />} data-testid={testId} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {options.map((option) => (
                <MenuItemRadio key={option} name="density" value={option}>
                  {locale.t(`i18n_density_${option}`)}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      );
    }
    case 'language': {
      const languages = layout.sorted(layout.document.app.languages);
      return (
        <Menu checkedValues={{ language: [locale.language] }} onCheckedValueChange={(_, data) => locale.setLanguage(data.checkedItems[0] ?? locale.language)}>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="transparent" className={styles.item} icon={<LocalLanguage20Regular />} data-testid={testId}>
              {layout.document.app.languages[locale.language]?.label}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {languages.map(([code, language]) => (
                <MenuItemRadio key={code} name="language" value={code}>
                  {language.label}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      );
    }
    case 'wechatQr':
      return <WechatQr label={label} testId={testId} />;
    case 'avatar':
      return <UserAvatar label={label} testId={testId} />;
    case 'userName':
      return (
        <Text className={styles.user} data-testid={testId}>
          {user?.name}
        </Text>
      );
    case 'personalInfo':
    case 'changePassword':
    case 'link':
      return (
        <Tooltip content={label} relationship="label">
          <Button
            appearance="transparent"
            className={styles.item}
            icon={item.kind === 'personalInfo' ? <PersonInfo20Regular /> : item.kind === 'changePassword' ? <Key20Regular /> : <Link20Regular />}
            onClick={() => item.to && root.navigate(item.to)}
            data-testid={testId}
          />
        </Tooltip>
      );
    case 'logout':
      return <Logout item={item} label={label} testId={testId} />;
    case 'lock':
      return <LockButton label={label} testId={testId} />;
  }
});

/** Locks the screen (seed 000 §4): the state lives in session storage, every page goes to /lock. */
const LockButton = observer(function LockButton({ label, testId }: { label: string; testId: string }) {
  const root = useStores();
  const styles = useStyles();
  const location = useLocation();
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance="transparent"
        className={styles.item}
        icon={<LockClosed20Regular />}
        onClick={() => root.lock(`${location.pathname}${location.search}`)}
        data-testid={testId}
      />
    </Tooltip>
  );
});

/** The avatar: the account detail's fbk5 file through the file service, else the initials. */
const UserAvatar = observer(function UserAvatar({ label, testId }: { label: string; testId: string }) {
  const { session, http, layout, appPrefix } = useStores();
  const user = session.user;
  const [image, setImage] = useState<string | undefined>();
  const id = user ? `${user.elsAccount}_${user.elsSubAccount}` : undefined;
  useEffect(() => {
    setImage(undefined);
    if (!id) return;
    let live = true;
    api.findAccountDetail(http, id).then(
      (detail) => {
        const path = detail?.fbk5?.trim();
        const service = `${appPrefix}/apis${layout.document.loginPage.fileServicePath ?? '/servlet/downloadServlet'}`;
        if (live && path && !/^[a-z][a-z0-9+.-]*:/i.test(path) && !path.startsWith('//')) setImage(`${service}?filePath=${encodeURIComponent(path)}`);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, http, appPrefix, layout.document.loginPage.fileServicePath]);
  // Fluent's initials skip CJK names: the first character stands in.
  const initials = user?.name && /^[\u3400-\u9fff]/.test(user.name) ? [...user.name][0] : undefined;
  return <Avatar name={user?.name} initials={initials} image={image ? { src: image } : undefined} size={28} color="colorful" aria-label={label} data-testid={testId} />;
});

const WechatQr = observer(function WechatQr({ label, testId }: { label: string; testId: string }) {
  const { locale, http } = useStores();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<string | undefined>();
  const show = () => {
    setOpen(true);
    api
      .getWechatQrCode(http)
      .then((code) => setImage(typeof code === 'string' ? code : undefined))
      .catch(() => setImage(undefined));
  };
  const src = image && /^(data:image\/(png|jpeg|gif|svg\+xml);base64,|\/|https:\/\/)/.test(image) ? image : undefined;
  return (
    <>
      <Tooltip content={label} relationship="label">
        <Button appearance="transparent" className={useStyles().item} icon={<QrCode20Regular />} onClick={show} data-testid={testId} />
      </Tooltip>
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{locale.t('i18n_wechat_title')}</DialogTitle>
            <DialogContent className={styles.qr}>
              {src ? <img className={styles.qrImage} src={src} alt={label} /> : null}
              <Text>{locale.t('i18n_wechat_hint')}</Text>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{locale.t('i18n_common_close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
});

const Logout = observer(function Logout({ item, label, testId }: { item: TopBarItem; label: string; testId: string }) {
  const root = useStores();
  const { locale } = root;
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Seed 000 §4: /user/logout (the server revokes the refresh token), then token, refresh token,
  // menu, roles, tabs, lock state and the ticket cookie are cleared, and login follows.
  const logout = () => {
    setBusy(true);
    root.logout().finally(() => {
      setBusy(false);
      setOpen(false);
    });
  };
  const onClick = () => (item.confirm ? setOpen(true) : logout());
  return (
    <>
      <Tooltip content={label} relationship="label">
        <Button appearance="transparent" className={styles.item} icon={<SignOut20Regular />} onClick={onClick} data-testid={testId} />
      </Tooltip>
      {item.confirm && (
        <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{locale.text(item.confirm.title)}</DialogTitle>
              <DialogContent>{locale.text(item.confirm.message)}</DialogContent>
              <DialogActions>
                <Button onClick={() => setOpen(false)} data-testid="logout-cancel">
                  {locale.t('i18n_common_cancel')}
                </Button>
                <Button appearance="primary" onClick={logout} disabled={busy} data-testid="logout-confirm">
                  {locale.t('i18n_common_confirm')}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
});
