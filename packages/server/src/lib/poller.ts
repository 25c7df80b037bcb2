/** What background jobs log through; Fastify's (pino) logger fits. */
export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface Poller {
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs`, one pass at a time: the next is scheduled only when the previous has finished,
 * and straight away while a pass says more work is waiting. stop() waits for the pass in flight.
 */
export function startPoller(options: {
  name: string;
  intervalMs: number;
  log: WorkerLogger;
  /** Answers true when it stopped with work left (a full batch), to go again without sleeping. */
  pass: () => Promise<boolean>;
}): Poller {
  const { name, intervalMs, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = async () => {
    try {
      while (!stopped && (await options.pass())) {
        // more is waiting: go again without sleeping
      }
    } catch (error) {
      log.error({ err: error }, `${name} pass failed`);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };

  log.info({ intervalMs }, `${name} started`);
  schedule();
  return {
    async stop() {
      if (stopped) return running;
      stopped = true;
      clearTimeout(timer);
      await running;
      log.info({}, `${name} stopped`);
    },
  };
}
