import { CONFETTI_PIECES } from '@fundshop/core';
import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useMemo } from 'react';

const fall = keyframes`
  0% { transform: translate3d(0, -10vh, 0) rotate(0deg); opacity: 1; }
  100% { transform: translate3d(var(--drift), 105vh, 0) rotate(720deg); opacity: 0.9; }
`;

const COLORS = ['#1f7a5a', '#ffb547', '#ff6b6b', '#4dabf7', '#b197fc', '#69db7c'];

/** CONFETTI_PIECES (50) falling paper pieces, CSS only. */
export function Confetti() {
  const pieces = useMemo(
    () =>
      Array.from({ length: CONFETTI_PIECES }, (_, i) => ({
        left: (i * 37) % 100,
        delay: (i % 10) * 0.25,
        duration: 2.8 + ((i * 7) % 10) / 5,
        drift: ((i * 13) % 40) - 20,
        color: COLORS[i % COLORS.length],
        size: 6 + (i % 4) * 2,
      })),
    [],
  );
  return (
    <Box aria-hidden="true" sx={{ position: 'fixed', inset: 0, pointerEvents: 'none', overflow: 'hidden', zIndex: 1 }}>
      {pieces.map((piece, i) => (
        <Box
          key={i}
          data-confetti-piece=""
          style={{ ['--drift' as string]: `${piece.drift}vw` }}
          sx={{
            position: 'absolute',
            top: 0,
            left: `${piece.left}%`,
            width: piece.size,
            height: piece.size * 1.6,
            bgcolor: piece.color,
            borderRadius: '2px',
            animation: `${fall} ${piece.duration}s ${piece.delay}s ease-in infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', display: 'none' },
          }}
        />
      ))}
    </Box>
  );
}
