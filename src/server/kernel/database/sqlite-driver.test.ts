import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";

// Each worker opens its own connection, as another instance's process would; all of them wait at one gate and then
// open the same new file at the same moment, round after round.
const OPENER = `
const { workerData, parentPort } = require("node:worker_threads");
import(workerData.driver).then(({ openSqlite }) => {
  parentPort.on("message", ({ file, gate }) => {
    Atomics.wait(new Int32Array(gate), 0, 0);
    try {
      const database = openSqlite(file);
      database.raw.exec("CREATE TABLE IF NOT EXISTS opened (id INTEGER)");
      database.close();
      parentPort.postMessage("opened");
    } catch (error) {
      parentPort.postMessage(String(error));
    }
  });
  parentPort.postMessage("ready");
});`;

const folder = mkdtempSync(join(tmpdir(), "salon-sqlite-open-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const nextMessage = (worker: Worker) => new Promise<string>((resolve) => worker.once("message", resolve));

describe("openSqlite", () => {
  it("opens a new file that several processes open at the same moment, in every round", async () => {
    const driver = new URL("./sqlite-driver.ts", import.meta.url).href;
    const workers = Array.from({ length: 4 }, () => new Worker(OPENER, { eval: true, workerData: { driver } }));
    try {
      await Promise.all(workers.map(nextMessage));
      const answers: string[] = [];
      for (let round = 0; round < 40; round++) {
        const gate = new SharedArrayBuffer(4);
        const file = join(folder, `round-${round}.sqlite`);
        const opened = workers.map(nextMessage);
        for (const worker of workers) worker.postMessage({ file, gate });
        await new Promise((resolve) => setTimeout(resolve, 20));
        Atomics.store(new Int32Array(gate), 0, 1);
        Atomics.notify(new Int32Array(gate), 0);
        answers.push(...(await Promise.all(opened)));
      }
      expect(answers.filter((answer) => answer !== "opened")).toEqual([]);
      expect(answers).toHaveLength(160);
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  }, 60_000);
});
