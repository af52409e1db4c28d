export { SiteLayout } from './SiteLayout.tsx';
