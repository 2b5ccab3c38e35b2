/**
 * Stands in for the `use-sync-external-store/shim` package (vite.config.ts aliases it here), which
 * react-i18next imports to support React before 18: on React 19 the package only hands back
 * React's own hook, but its fallback code still came down with every page.
 */
export { useSyncExternalStore } from 'react';
