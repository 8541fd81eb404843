/**
 * Props every top-bar item gets: its label in the user's language and its test id. Its own file, so
 * that the items and TopBarElement (which picks the item of a kind) import it without importing each other.
 */
export interface TopBarItemProps {
  label: string;
  testId: string;
}
