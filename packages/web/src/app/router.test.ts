import { APP_ROUTE_PATTERNS } from '@fundshop/core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

/** Every address the router draws a page for: nested paths joined, an index route its parent's path. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.path !== undefined || route.index ? [here || '/'] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

describe('the app routes', () => {
  it("are core's APP_ROUTE_PATTERNS, which the server answers 200 for (any other page address is 404)", () => {
    expect(new Set(pathsOf(routes))).toEqual(new Set(APP_ROUTE_PATTERNS));
  });
});
