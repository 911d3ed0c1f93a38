import { describe, expect, it } from "vitest";
import { ENVIRONMENT, V8_FLAGS, restartFor, type ProcessStart } from "./runtime-settings.ts";

const entry = "/app/src/server/main.ts";
const plain: ProcessStart = {
  execPath: "/usr/bin/node",
  execArgv: [],
  argv: ["/usr/bin/node", "/app/scripts/start.ts", "--extra"],
  env: { PATH: "/usr/bin" },
  hasIpcChannel: false,
  canExec: true,
};

describe("the server process's memory settings", () => {
  it("restarts the entry itself with the V8 flags and the environment, keeping node's own options and the arguments", () => {
    expect(restartFor({ ...plain, execArgv: ["--enable-source-maps"] }, entry)).toEqual({
      args: ["/usr/bin/node", "--enable-source-maps", ...V8_FLAGS, entry, "--extra"],
      env: { PATH: "/usr/bin", ...ENVIRONMENT },
    });
  });

  it("does not restart once the settings are there, so it restarts only once", () => {
    const restart = restartFor(plain, entry)!;
    const restarted: ProcessStart = {
      ...plain,
      execArgv: restart.args.slice(1, restart.args.indexOf(entry)),
      argv: [plain.execPath, ...restart.args.slice(restart.args.indexOf(entry))],
      env: restart.env,
    };
    expect(restartFor(restarted, entry)).toBeNull();
  });

  it("keeps what the operator gave, on the command line, in NODE_OPTIONS or in the environment", () => {
    const everything = [...V8_FLAGS.map((flag) => `${flag.split("=")[0]}=3`)];
    expect(restartFor({ ...plain, execArgv: everything, env: { MALLOC_ARENA_MAX: "8" } }, entry)).toBeNull();
    expect(
      restartFor({ ...plain, env: { NODE_OPTIONS: everything.join(" "), MALLOC_ARENA_MAX: "8" } }, entry),
    ).toBeNull();

    const some = restartFor({ ...plain, execArgv: ["--max-semi-space-size=32"] }, entry)!;
    expect(some.args.filter((arg) => arg.startsWith("--max-semi-space-size"))).toEqual(["--max-semi-space-size=32"]);
    expect(some.args).toContain(V8_FLAGS[1]);
    expect(restartFor({ ...plain, env: { MALLOC_ARENA_MAX: "8" } }, entry)?.env.MALLOC_ARENA_MAX).toBe("8");
  });

  it("stays as it is where it cannot restart: no execve, or a parent talking over IPC", () => {
    expect(restartFor({ ...plain, canExec: false }, entry)).toBeNull();
    expect(restartFor({ ...plain, hasIpcChannel: true }, entry)).toBeNull();
  });
});
