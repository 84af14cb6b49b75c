/** The functions' logger (Powertools, see ./observability.ts), for modules that only log. */
export { logger } from './observability';
