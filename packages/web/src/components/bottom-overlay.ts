/**
 * Marks an element fixed over the bottom of the page (the store's phone cart bar, the demo store's 'Set Up
 * Fundraiser' button): the footer makes room while one shows, so its links stay reachable.
 */
export const BOTTOM_OVERLAY_ATTRIBUTE = 'data-bottom-overlay';
