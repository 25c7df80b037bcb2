import type { MessageKey } from '@fundshop/core';

/** SPEC §2 Demo store tour: the five steps, in order, as catalogue keys (English titles to the letter; the bodies are ours). */
export const TOUR_STEPS = [
  { title: 'demoTour.step1Title', body: 'demoTour.step1Body' },
  { title: 'demoTour.step2Title', body: 'demoTour.step2Body' },
  { title: 'demoTour.step3Title', body: 'demoTour.step3Body' },
  { title: 'demoTour.step4Title', body: 'demoTour.step4Body' },
  { title: 'demoTour.step5Title', body: 'demoTour.step5Body' },
] as const satisfies readonly { title: MessageKey; body: MessageKey }[];
