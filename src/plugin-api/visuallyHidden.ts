import type { CSSProperties } from 'react';

/**
 * Out of sight but read by screen readers: the level-one heading of a page that shows its title
 * otherwise (every page has one main landmark, given by the shell, and one level-one heading).
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
