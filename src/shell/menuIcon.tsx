import type { ReactElement } from 'react';
import {
  Apps20Regular,
  Cart20Regular,
  ChatMultiple20Regular,
  DataBarVertical20Regular,
  Document20Regular,
  Folder20Regular,
  Home20Regular,
  Mail20Regular,
  Money20Regular,
  People20Regular,
  Person20Regular,
  Settings20Regular,
  ShieldCheckmark20Regular,
  TaskListSquareLtr20Regular,
  VehicleTruck20Regular,
} from '@fluentui/react-icons';

// The platform sends icon-font class names (el-icon-document, icon-order, iconfont icon-xxx ...).
// The shell does not ship those fonts: it maps the name's keywords to Fluent icons.
const KEYWORDS: Array<[RegExp, () => ReactElement]> = [
  [/home|index|wel/, () => <Home20Regular />],
  [/order|cart|purchase/, () => <Cart20Regular />],
  [/rfq|enquiry|inquiry|quot|bid/, () => <ChatMultiple20Regular />],
  [/supplier|vendor|people|user-group|team/, () => <People20Regular />],
  [/report|chart|data|stat/, () => <DataBarVertical20Regular />],
  [/audit|approv|todo|task|flow/, () => <TaskListSquareLtr20Regular />],
  [/message|mail|notice|bell/, () => <Mail20Regular />],
  [/finance|money|invoice|pay|recon/, () => <Money20Regular />],
  [/quality|check|inspect/, () => <ShieldCheckmark20Regular />],
  [/deliver|logistic|truck|ship/, () => <VehicleTruck20Regular />],
  [/setting|config|system|tool/, () => <Settings20Regular />],
  [/person|user|info|account/, () => <Person20Regular />],
  [/document|file|doc/, () => <Document20Regular />],
  [/folder|menu|group/, () => <Folder20Regular />],
];

export function menuIcon(appIcon: string | undefined): ReactElement {
  const name = (appIcon ?? '').toLowerCase();
  return KEYWORDS.find(([pattern]) => pattern.test(name))?.[1]() ?? <Apps20Regular />;
}
