/**
 * A value the server's page leaves for the app that takes it over (docs/decisions/0016, 0017): read while rendering
 * (peek), then taken once.
 */
export class Handover<T> {
  private value: T | null = null;

  set(value: T | null): void {
    this.value = value;
  }

  peek(): T | null {
    return this.value;
  }

  take(): T | null {
    const value = this.value;
    this.value = null;
    return value;
  }
}
