/**
 * The command-line entry of a check script: runs it when the file is the one node started (not when
 * a test imports it), with the console as its output, and sets the exit code it returns (2 when it
 * throws: the check itself failed, not the files it checks).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where a check writes: one line at a time, results to `out`, problems of the run to `err`. */
export interface CheckIo {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd?: string;
  /** The environment read for SRM_CONFIG_DIR (default process.env). */
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The config folder a tool reads (base/layout.json, tenants/<id>/layout.json): `--config <dir>`, else
 * SRM_CONFIG_DIR (the variable the server reads), each resolved against the working directory; undefined:
 * the repository's config/.
 */
export function configDirOf(option: string | undefined, io: CheckIo): string | undefined {
  const cwd = io.cwd ?? process.cwd();
  const chosen = option ?? (io.env ?? process.env).SRM_CONFIG_DIR;
  return chosen ? path.resolve(cwd, chosen) : undefined;
}

export function runAsMain(moduleUrl: string, run: (args: readonly string[], io: CheckIo) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  run(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
