import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { configureAnalytics } from '../lib/analytics.ts';
import { usePublicConfig } from '../lib/public-config.ts';

/** The root route: loads the public configuration once and hands the analytics ids on. */
export function Root() {
  const config = usePublicConfig();
  useEffect(() => {
    if (config.data) configureAnalytics(config.data);
  }, [config.data]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
