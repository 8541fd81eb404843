import { makeStyles, tokens } from '@fluentui/react-components';

/** The top bar's styles, shared by the bar and its items. */
export const useTopBarStyles = makeStyles({
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
