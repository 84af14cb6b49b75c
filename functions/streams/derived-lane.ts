/** The derived-data lane: feed fan-out, cascades, the directory and paged work (see lib/lane.ts). */
import { laneHandler } from '../lib/lane';
import { DERIVED_CONSUMERS } from './derived-consumers';
import { consumersFrom, parkingInTable, tableClient } from './wiring';

export const handler = laneHandler(
  'derived',
  consumersFrom('derived', DERIVED_CONSUMERS),
  parkingInTable,
  tableClient,
);
