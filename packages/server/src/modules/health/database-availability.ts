/**
 * How long after a request found the database away GET /api/health keeps saying so. The health check's own query
 * can succeed on a connection the pool still holds while new connections are refused and requests answer 503; a
 * load balancer should then hear what the requests hear (docs/decisions/0020).
 */
export const DATABASE_UNAVAILABLE_REPORT_MS = 5000;

/** This instance's memory of the last request that found the database away. */
export class DatabaseAvailability {
  private lastUnavailableAt = -Infinity;

  markUnavailable(now = Date.now()): void {
    this.lastUnavailableAt = now;
  }

  /** Whether a request found the database away within the last DATABASE_UNAVAILABLE_REPORT_MS. */
  recentlyUnavailable(now = Date.now()): boolean {
    return now - this.lastUnavailableAt < DATABASE_UNAVAILABLE_REPORT_MS;
  }
}
