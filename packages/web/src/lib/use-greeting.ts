import { greeting, GREETING_REFRESH_MS } from '@fundshop/core';
import { useEffect, useState } from 'react';

/** The time-of-day greeting (SPEC §9), refreshed every GREETING_REFRESH_MS. */
export function useGreeting(): string {
  const [text, setText] = useState(() => greeting(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setText(greeting(new Date())), GREETING_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return text;
}
