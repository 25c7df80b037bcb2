/** What background jobs log through; Fastify's (pino) logger fits. */
export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What GET /api/health judges a poller by. */
export interface PollerStatus {
  name: string;
  intervalMs: number;
  /** When a pass last began or ended (Date.now()); the start counts as one. */
  lastTickAt: number;
  stopped: boolean;
}

export interface Poller {
  stop(): Promise<void>;
  status(): PollerStatus;
}

/** A poller is stalled when it has not ticked for two intervals and this long on top (a slow batch is not dead). */
export const POLLER_STALL_GRACE_MS = 60_000;

export function isStalled(status: PollerStatus, now = Date.now()): boolean {
  return status.stopped || now - status.lastTickAt > 2 * status.intervalMs + POLLER_STALL_GRACE_MS;
}

/** The background pollers this process runs, for the health check. */
export class Workers {
  private readonly pollers: Poller[] = [];
  add(poller: Poller): Poller {
    this.pollers.push(poller);
    return poller;
  }
  statuses(): PollerStatus[] {
    return this.pollers.map((p) => p.status());
  }
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
  let lastTickAt = Date.now();

  const pass = async () => {
    try {
      while (!stopped) {
        lastTickAt = Date.now();
        // More is waiting when it answers true: go again without sleeping.
        if (!(await options.pass())) break;
      }
    } catch (error) {
      log.error({ err: error }, `${name} pass failed`);
    } finally {
      lastTickAt = Date.now();
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
      if (running) log.info({}, `${name} stopping: waiting for its current pass`);
      await running;
      log.info({}, `${name} stopped`);
    },
    status: () => ({ name, intervalMs, lastTickAt, stopped }),
  };
}
