import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The runtime production starts on (docs/decisions/0024): Node 24, its own type stripping, no loader. */
const root = path.resolve(import.meta.dirname, '../../..');
const packageJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    engines?: Record<string, string>;
  };
const LOADER = /--(import|loader|require|experimental-loader)\b|\btsx\b|ts-node/;

describe('the production runtime', () => {
  it('starts the server with plain node on its TypeScript, and no workspace brings a TypeScript loader', () => {
    expect(packageJson('packages/server/package.json').scripts?.start).toBe('node src/main.ts');
    for (const file of ['package.json', 'packages/server/package.json', 'packages/core/package.json']) {
      const manifest = packageJson(file);
      expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }), file).not.toContain('tsx');
      for (const script of Object.values(manifest.scripts ?? {})) expect(script, file).not.toMatch(LOADER);
    }
  });

  it('runs on the pinned Node 24, which engines and .nvmrc name too', () => {
    const manifest = packageJson('package.json');
    expect(process.versions.node).toBe(manifest.devDependencies?.node);
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
    expect(manifest.engines?.node).toMatch(/^>=24\./);
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe('24');
  });
});
