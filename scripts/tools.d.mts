// Types of scripts/tools.mjs (the launcher is plain JavaScript so that it starts without a compiler).
import type { CheckIo } from './runAsMain';

export interface ToolsBuild {
  entry: string;
  outDir: string;
}
export type Tool = (args: readonly string[], io: CheckIo) => Promise<number>;

export const DEFAULT_BUILD: ToolsBuild;
export const STUBBED: RegExp;
export function staleReason(outDir: string): string | undefined;
export function build(options: ToolsBuild): Promise<void>;
export function loadTools(options?: ToolsBuild): Promise<{ tools: Readonly<Record<string, Tool>> }>;
