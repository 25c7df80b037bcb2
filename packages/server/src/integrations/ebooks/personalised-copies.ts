import type { Readable } from 'node:stream';
import type { EditionFormat } from '@fundshop/core';
import type { CopyOwner } from './copy-owner.ts';
import type { EbookStore } from './ebook-store.ts';
import { analyseEpub, personaliseEpub, type EpubPlan } from './epub-stamp.ts';
import { analysePdf, personalisePdf, type PdfPlan } from './pdf-stamp.ts';

/** What a file's copies share, worked out once: its bytes and where the stamp goes. */
export type EditionPlan = { format: 'pdf'; plan: PdfPlan } | { format: 'epub'; plan: EpubPlan };

export interface PersonalisedCopy {
  stream: Readable;
  /** Bytes of the copy when known before it is written (a PDF's); an EPUB's is written as it is made. */
  length: number | null;
}

export async function planEdition(bytes: Buffer, format: EditionFormat): Promise<EditionPlan> {
  return format === 'pdf' ? { format, plan: await analysePdf(bytes) } : { format, plan: analyseEpub(bytes) };
}

export function personaliseCopy(edition: EditionPlan, owner: CopyOwner): PersonalisedCopy {
  if (edition.format === 'pdf') return personalisePdf(edition.plan, owner);
  return { stream: personaliseEpub(edition.plan, owner), length: null };
}

/** Personalises one file for one owner: what a download does, without the cache (the bench and tools call it). */
export async function personaliseEdition(
  bytes: Buffer,
  format: EditionFormat,
  owner: CopyOwner,
): Promise<PersonalisedCopy> {
  return personaliseCopy(await planEdition(bytes, format), owner);
}

/**
 * This instance's plans by file key (the SHA-256 of the bytes, so a key never changes meaning), kept while their
 * files together stay under `maxBytes`: concurrent downloads of a file share one copy of its bytes instead of each
 * holding its own, and the first of them loads it for all.
 */
export class EditionPlans {
  private readonly plans = new Map<string, { size: number; plan: Promise<EditionPlan> }>();
  private total = 0;
  private readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(store: EbookStore, key: string, format: EditionFormat): Promise<EditionPlan> {
    const cached = this.plans.get(key);
    if (cached) {
      // The newest use goes to the end, so the least recently used file is forgotten first.
      this.plans.delete(key);
      this.plans.set(key, cached);
      return cached.plan;
    }
    const entry = { size: 0, plan: this.load(store, key, format) };
    this.plans.set(key, entry);
    entry.plan.then(
      (edition) => {
        entry.size = edition.plan.original.length;
        this.total += entry.size;
        this.evict(key);
      },
      () => this.plans.delete(key),
    );
    return entry.plan;
  }

  private async load(store: EbookStore, key: string, format: EditionFormat): Promise<EditionPlan> {
    const file = await store.read(key);
    if (!file) throw new Error(`e-book file ${key} is missing from the store`);
    return planEdition(file.bytes, format);
  }

  private evict(keep: string): void {
    for (const [key, entry] of this.plans) {
      if (this.total <= this.maxBytes) return;
      if (key === keep) continue;
      this.plans.delete(key);
      this.total -= entry.size;
    }
  }
}
