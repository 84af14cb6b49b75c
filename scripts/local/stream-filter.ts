/** Lambda event-filter matching for stream records: the same code the lane functions use. */
export { matchesAny, matchesPattern } from '../../shared/manifest/filters';
