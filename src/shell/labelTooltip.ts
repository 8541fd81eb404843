/**
 * The content of a tooltip that only shows a button's name (relationship="label"): the button gets
 * the text as its aria-label, and the floating copy is hidden from assistive technology, so that it
 * is neither read twice nor left outside the page's landmarks while it shows.
 */
export function labelTooltip(label: string): { children: string; 'aria-hidden': true } {
  return { children: label, 'aria-hidden': true };
}
