/** What Vocs' root imports from React Router: the location hook, and the site's ScrollRestoration. */
export { useLocation } from 'react-router'
export { ScrollRestoration } from './ScrollRestoration.tsx'
