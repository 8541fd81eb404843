import type { CSSProperties } from 'react';

/**
 * The one visually-hidden style of the shell and the plugins: out of sight but read by screen readers
 * (the level-one heading of a page that shows its title otherwise, a table's header row, the words
 * behind a sign or an icon). An inline style, so it applies the same with or without Griffel's sheet.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
