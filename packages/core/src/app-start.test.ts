import { describe, expect, it } from 'vitest';
import { parseAppStart } from './app-start.ts';

describe('how the app takes a server-rendered page over', () => {
  it('reads only the three ways the server writes', () => {
    for (const start of ['first-use', 'now', 'frame-host'] as const) expect(parseAppStart(start)).toBe(start);
    for (const other of [null, undefined, '', 'later', 'NOW', ' now']) expect(parseAppStart(other)).toBeNull();
  });
});
