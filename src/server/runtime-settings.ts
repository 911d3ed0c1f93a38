// Memory settings of the server process. Both must be in place when the process starts, so main.ts restarts itself
// once (same process id, `process.execve`) with whichever are missing. Figures: docs/performance.md, "Third session".

/**
 * V8 sizes its heap from the machine's memory. On 24 GB it lets the young generation reach 128 MB and the old one grow
 * to up to four times what is live before collecting it; under load both fill with garbage, which stays resident. An 8 MB
 * young generation and collecting the old one at 1.25 × live keep the server under 250 MB, for no measurable CPU.
 */
export const V8_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=25"] as const;

/** glibc gives each thread that allocates (libuv's pool, V8's helpers) an arena of its own; two bound the fragments. */
export const ENVIRONMENT = { MALLOC_ARENA_MAX: "2" } as const;

export interface ProcessStart {
  execPath: string;
  execArgv: readonly string[];
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Whether a parent talks to this process over IPC (a restart would cut it off). */
  hasIpcChannel: boolean;
  canExec: boolean;
}

export interface Restart {
  args: string[];
  env: NodeJS.ProcessEnv;
}

const flagName = (flag: string) => flag.split("=")[0]!;

/**
 * The command line and environment to restart `entry` with, or null when nothing is missing. A setting the operator
 * gave (on the command line, in NODE_OPTIONS or in the environment) is kept as given.
 */
export function restartFor(start: ProcessStart, entry: string): Restart | null {
  if (!start.canExec || start.hasIpcChannel) return null;
  const given = [...start.execArgv, ...(start.env.NODE_OPTIONS ?? "").split(/\s+/)].map(flagName);
  const flags = V8_FLAGS.filter((flag) => !given.includes(flagName(flag)));
  const env = Object.entries(ENVIRONMENT).filter(([name]) => start.env[name] === undefined);
  if (flags.length === 0 && env.length === 0) return null;
  return {
    args: [start.execPath, ...start.execArgv, ...flags, entry, ...start.argv.slice(2)],
    env: { ...start.env, ...Object.fromEntries(env) },
  };
}

/** Replaces this process with one that has the settings (it does not return then); otherwise does nothing. */
export function applyRuntimeSettings(entry: string): void {
  const restart = restartFor(
    {
      execPath: process.execPath,
      execArgv: process.execArgv,
      argv: process.argv,
      env: process.env,
      hasIpcChannel: process.channel !== undefined,
      canExec: typeof process.execve === "function",
    },
    entry,
  );
  if (restart) process.execve!(process.execPath, restart.args, restart.env);
}
