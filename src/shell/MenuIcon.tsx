import type { ReactElement } from 'react';
import {
  Alert20Regular,
  Apps20Regular,
  Box20Regular,
  Building20Regular,
  CalendarLtr20Regular,
  Cart20Regular,
  ChatMultiple20Regular,
  DataBarVertical20Regular,
  Document20Regular,
  Folder20Regular,
  Grid20Regular,
  Home20Regular,
  Mail20Regular,
  Money20Regular,
  People20Regular,
  Person20Regular,
  Search20Regular,
  Settings20Regular,
  ShieldCheckmark20Regular,
  TaskListSquareLtr20Regular,
  VehicleTruck20Regular,
} from '@fluentui/react-icons';
import { menuIconName, type MenuIconName } from '../core/menu/menuView';

// The platform sends icon-font class names (el-icon-document, icon-order, iconfont icon-xxx ...) or
// Fluent icon names. The shell does not ship the fonts: src/core/menu/menuView.ts maps the name to
// one of these icons.
const ICONS: Record<MenuIconName, () => ReactElement> = {
  home: () => <Home20Regular />,
  cart: () => <Cart20Regular />,
  chat: () => <ChatMultiple20Regular />,
  people: () => <People20Regular />,
  chart: () => <DataBarVertical20Regular />,
  tasks: () => <TaskListSquareLtr20Regular />,
  mail: () => <Mail20Regular />,
  money: () => <Money20Regular />,
  shield: () => <ShieldCheckmark20Regular />,
  truck: () => <VehicleTruck20Regular />,
  settings: () => <Settings20Regular />,
  person: () => <Person20Regular />,
  document: () => <Document20Regular />,
  folder: () => <Folder20Regular />,
  building: () => <Building20Regular />,
  grid: () => <Grid20Regular />,
  box: () => <Box20Regular />,
  calendar: () => <CalendarLtr20Regular />,
  search: () => <Search20Regular />,
  alert: () => <Alert20Regular />,
  apps: () => <Apps20Regular />,
};

/** The icon of a menu entry, in a span that names the icon it chose (data-icon). */
export function MenuIcon({ icon, className }: { icon: string | undefined; className?: string }) {
  const name = menuIconName(icon);
  return (
    <span className={className} data-icon={name}>
      {ICONS[name]()}
    </span>
  );
}
