import { SUPPORTER_MSG } from '@fundshop/core';

/** SPEC §2 Demo store tour: the five steps, in order (titles to the letter; the bodies are ours). */
export const TOUR_STEPS = [
  {
    title: 'Every Participant Creates Their Own Online Store',
    body: 'Each member of your group gets a personal store like this one, with their own link and QR code to share with family and friends.',
  },
  {
    title: 'E-books',
    body: 'Supporters choose from a catalog of e-books for every age: cookbooks, stories, fitness and more. Nothing to store, pack or deliver by hand.',
  },
  {
    title: 'Upload of Photo',
    body: 'Participants can add a photo and a personal message, so supporters see exactly who they are helping.',
  },
  {
    title: "It's Free To Use",
    body: 'There are no costs or hidden fees for your group. 50% of every purchase goes straight to your fundraiser.',
  },
  {
    title: 'Easy For Your Supporters',
    body: `Supporters pay by card in a minute, without creating an account. ${SUPPORTER_MSG.delivery}`,
  },
] as const;
