import { makeStyles, tokens, type Theme } from '@fluentui/react-components';

/** The theme colours of the bar and of its buttons' states (checked against the light themes in a test). */
export const TOP_BAR_COLOURS = {
  foreground: 'colorNeutralForegroundOnBrand',
  rest: 'colorBrandBackground',
  hover: 'colorBrandBackgroundHover',
  pressed: 'colorBrandBackgroundPressed',
  expanded: 'colorBrandBackgroundSelected',
} as const satisfies Record<string, keyof Theme>;

/** The bar's height in px: what floats at the top of the page (the toasts) starts below it. */
export const TOP_BAR_HEIGHT = 52;

const colour = (name: (typeof TOP_BAR_COLOURS)[keyof typeof TOP_BAR_COLOURS]) => tokens[name];

/**
 * The top bar's styles, shared by the bar and its items. The bar is drawn in the brand colour, so
 * its buttons keep the on-brand foreground in every state and show hover and press as a shade of
 * the brand (Fluent's transparent button would turn its icon brand-coloured on hover: invisible here).
 */
export const useTopBarStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    height: `${TOP_BAR_HEIGHT}px`,
    padding: `0 ${tokens.spacingHorizontalM}`,
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    backgroundColor: colour(TOP_BAR_COLOURS.rest),
    color: colour(TOP_BAR_COLOURS.foreground),
    boxShadow: tokens.shadow4,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // The title may shrink to nothing on a crowded bar (a tablet in English), the logo never.
    minWidth: '28px',
    cursor: 'pointer',
    background: 'none',
    border: 'none',
    color: 'inherit',
    padding: 0,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: '2px' },
  },
  logo: { width: '28px', height: '28px', flexShrink: 0 },
  // Below the seed's 992 px breakpoint the bar needs the room and the title was cut to a letter or
  // two: the logo alone stands for the site there (its button keeps the title as its name).
  title: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: 'inherit',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    '@media (max-width: 991.98px)': { display: 'none' },
  },
  spacer: { flex: '1' },
  item: {
    color: colour(TOP_BAR_COLOURS.foreground),
    minWidth: 'auto',
    flexShrink: 0,
    ':hover': { color: colour(TOP_BAR_COLOURS.foreground), backgroundColor: colour(TOP_BAR_COLOURS.hover) },
    ':hover:active': { color: colour(TOP_BAR_COLOURS.foreground), backgroundColor: colour(TOP_BAR_COLOURS.pressed) },
    ':focus-visible': { outlineColor: colour(TOP_BAR_COLOURS.foreground) },
    '&[aria-expanded="true"]': { backgroundColor: colour(TOP_BAR_COLOURS.expanded) },
  },
  // A count badge sticks out of its button's corner; Fluent's Button clips its overflow ("99+" lost its "+").
  withBadge: { overflow: 'visible' },
  user: { color: tokens.colorNeutralForegroundOnBrand, whiteSpace: 'nowrap' },
  // The folded items of a narrow screen: a brand-coloured panel below the bar, the same items in rows.
  overflowSurface: {
    backgroundColor: colour(TOP_BAR_COLOURS.rest),
    color: colour(TOP_BAR_COLOURS.foreground),
    padding: tokens.spacingVerticalS,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    maxWidth: 'min(320px, calc(100vw - 16px))',
  },
  qr: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalM },
  qrImage: { width: '200px', height: '200px', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});
