import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/** A section of RESULTS.md that one bench script owns, between `<!-- name:start -->` and `<!-- name:end -->`. */
export function sectionOf(markdown: string, name: string): string {
  const start = markdown.indexOf(`<!-- ${name}:start -->`);
  const endMark = `<!-- ${name}:end -->`;
  const end = markdown.indexOf(endMark);
  return start === -1 || end === -1 ? '' : markdown.slice(start, end + endMark.length);
}

/** The markdown with the named section replaced by `section` (which carries its own marks), or appended. */
export function withSection(markdown: string, name: string, section: string): string {
  const old = sectionOf(markdown, name);
  if (!old) return `${markdown.trimEnd()}\n\n${section.trim()}\n`;
  return markdown.replace(old, section.trim());
}

/** Formatted like every other file, so `prettier --check .` stays green. */
export async function writeMarkdown(file: string, markdown: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(markdown, { ...options, filepath: file }));
}

export function readMarkdown(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '# Benchmark results\n';
  }
}
