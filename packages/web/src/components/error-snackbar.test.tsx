import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSnackbar } from './error-snackbar.tsx';

// jsdom lays nothing out and has no scrollIntoView of its own.
const original = Element.prototype.scrollIntoView;
afterEach(() => {
  vi.useRealTimers();
  Element.prototype.scrollIntoView = original;
});

describe('error snackbar inside a frame (inline)', () => {
  it('scrolls into view once the form has scrolled to its first error, and again when the frame is resized', () => {
    vi.useFakeTimers();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<ErrorSnackbar open inline message="Please fix errors and try again." onClose={() => {}} />);
    expect(screen.getByText('Please fix errors and try again.')).toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(scrolled).toHaveBeenCalledTimes(1);
    // The host page makes the frame as tall as the form with its errors.
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });
  });
});
