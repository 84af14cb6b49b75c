/** The live lane: what a fan is waiting for, notifications and their push (see lib/lane.ts). */
import { laneHandler } from '../lib/lane';
import { laneConsumers, parkingInTable } from './registry';

export const handler = laneHandler('live', laneConsumers('live'), parkingInTable);
