import { createContext, useContext } from 'react';

const UserAgentContext = createContext<string | null>(null);

/** The page renderer gives the request's User-Agent (app/render-page.tsx); in the browser, none is needed. */
export const UserAgentProvider = UserAgentContext.Provider;

/** The browser's User-Agent, the same while the server renders a page and while the browser takes it over. */
export function useUserAgent(): string {
  return useContext(UserAgentContext) ?? navigator.userAgent;
}
