/** The live lane: what a fan is waiting for, notifications and their push (see lib/lane.ts). */
import { laneHandler } from '../lib/lane';
import { LIVE_CONSUMERS } from './live-consumers';
import { consumersFrom, parkingInTable, tableClient } from './wiring';

export const handler = laneHandler(
  'live',
  consumersFrom('live', LIVE_CONSUMERS),
  parkingInTable,
  tableClient,
);
