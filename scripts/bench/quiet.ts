/**
 * Imported first by every benchmark: the function modules the benchmark imports read these when
 * they load, so they must be set before (no EMF metric lines or info logs between the numbers).
 */
Object.assign(process.env, { POWERTOOLS_METRICS_DISABLED: 'true', LOG_LEVEL: 'WARN' });
