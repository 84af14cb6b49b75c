/** The derived-data lane: feed fan-out, cascades, the directory and paged work (see lib/lane.ts). */
import { laneHandler } from '../lib/lane';
import { laneConsumers, parkingInTable } from './registry';

export const handler = laneHandler('derived', laneConsumers('derived'), parkingInTable);
