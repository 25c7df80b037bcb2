// jest-dom's matchers (toBeInTheDocument, toBeVisible, toHaveTextContent...) on Vitest's expect, with their types.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lays nothing out, so it has no scrolling; the app scrolls messages and forms into view.
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});
