/**
 * What Vocs' root (`root.js`) imports from React Router (framework/manifest.ts): the location
 * hook as is, and the site's ScrollRestoration, since React Router's needs the data router
 * that clientEntry.tsx no longer starts.
 */
export { useLocation } from 'react-router'
export { ScrollRestoration } from './ScrollRestoration.tsx'
