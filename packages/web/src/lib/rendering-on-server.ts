/** The app is rendering a page in the API server (app/render-page.tsx), where there is no window. */
export const RENDERING_ON_SERVER = typeof window === 'undefined';
