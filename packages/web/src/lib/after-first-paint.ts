/** Resolves once the browser has painted what the page holds now (or after `limitMs` in a tab that paints nothing). */
export function afterFirstPaint(limitMs = 250): Promise<void> {
  return new Promise((resolve) => {
    // A frame's callbacks run before its paint; a task queued from there runs after it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A hidden tab gets no animation frames.
    setTimeout(resolve, limitMs);
  });
}
