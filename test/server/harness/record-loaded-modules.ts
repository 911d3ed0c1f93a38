// Preloaded (`--import`) into a server process a test starts: appends the address of every module the server loads to
// the file named in SALON_LOADED_MODULES, so the test can tell which libraries the server holds (src/server/main.test.ts).
import fs from "node:fs";
import { registerHooks } from "node:module";

const file = process.env.SALON_LOADED_MODULES;
if (file)
  registerHooks({
    load(url, context, nextLoad) {
      fs.appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
