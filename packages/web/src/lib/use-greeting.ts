import { GREETING_REFRESH_MS, partOfDay, type MessageKey } from '@fundshop/core';
import { useEffect, useState } from 'react';
import { useT } from './i18n.tsx';

const GREETING_KEY = {
  morning: 'greeting.morning',
  day: 'greeting.day',
  afternoon: 'greeting.afternoon',
  evening: 'greeting.evening',
} as const satisfies Record<ReturnType<typeof partOfDay>, MessageKey>;

/** The time-of-day greeting (SPEC §9), refreshed every GREETING_REFRESH_MS. */
export function useGreeting(): string {
  const t = useT();
  const [part, setPart] = useState(() => partOfDay(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setPart(partOfDay(new Date())), GREETING_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return t(GREETING_KEY[part]);
}
