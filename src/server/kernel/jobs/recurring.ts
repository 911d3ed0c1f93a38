/** What a recurring job logs through: the app's logger or a test's. */
export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** One piece of background work an instance repeats (reminders, digests, retention, sweeps). */
export interface RecurringJob<Result> {
  /** How its log lines name it: "dues reminders" logs "dues reminders failed" when a run throws. */
  name: string;
  everyMs: number;
  /** Runs once as it starts (the default), or only after its first interval. */
  atStart?: boolean;
  run(): Promise<Result>;
  /** What a run's result says in the log (one info line), or nothing when it did nothing worth a line. */
  report?(result: Result): object | undefined;
}

/**
 * Starts the jobs on this instance. Their runs go one after another, never two at once, so a slow run delays the next
 * rather than overlapping it; a run that throws is logged and the next runs on time. Timers do not hold the process
 * open; `stop()` clears them and waits for the run under way. Jobs that must happen once across instances claim their
 * work in the database (each job's own rows); this only paces them.
 */
export function startRecurringJobs(log: JobLog, jobs: RecurringJob<unknown>[]) {
  let running: Promise<void> = Promise.resolve();
  const runner = (job: RecurringJob<unknown>) => () => {
    running = running.then(job.run).then(
      (result) => {
        const said = job.report?.(result);
        if (said) log.info(said, job.name);
      },
      (error: unknown) => log.error({ err: error }, `${job.name} failed`),
    );
  };
  const timers = jobs.map((job) => {
    const run = runner(job);
    if (job.atStart !== false) run();
    const timer = setInterval(run, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
