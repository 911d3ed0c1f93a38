// `npm run dev`: the server restarting on change (port $PORT, default 3000) and Vite's dev server with
// hot reload at http://localhost:5173, which hands the server's calls to it.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch-path=src/server", "--watch-path=src/shared", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
  }),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js")], { cwd: root, stdio: "inherit" }),
];

const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) {
  child.on("exit", (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
