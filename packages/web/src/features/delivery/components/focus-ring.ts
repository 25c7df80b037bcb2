/**
 * A keyboard focus the buyer can see on a phone's bright screen: MUI marks it only with a ripple and a shade, which
 * a contained button's own colour nearly hides.
 */
export const focusRing = {
  '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: '2px' },
} as const;
