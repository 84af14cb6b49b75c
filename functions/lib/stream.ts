/**
 * The shared stream-consumer shape, on Powertools' BatchProcessor (partial batch responses).
 *
 * Records are handled one by one, in stream order. Once a record fails, the later records of the
 * batch are not run but reported as failed with it, so no change is applied ahead of an earlier one
 * that failed; Lambda retries from the first failure (the lowest reported sequence number). When the
 * first record fails, the whole batch has failed and the invocation throws (Powertools'
 * FullBatchFailureError): Lambda then bisects the batch, so a record that keeps failing ends up alone
 * in the on-failure destination and the records after it are still applied. Handlers must be
 * idempotent: a retried batch redelivers records that were already handled.
 */

import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import middy from '@middy/core';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { countMetric, logger, observe } from './observability';

export interface ChangeRecord {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  keys: { PK: string; SK: string };
  oldImage: Record<string, unknown> | undefined;
  newImage: Record<string, unknown> | undefined;
}

const image = (value: unknown) =>
  value ? unmarshall(value as Record<string, AttributeValue>, { wrapNumbers: false }) : undefined;

/** A stream record's keys and images as plain objects. */
export function changeOf(record: DynamoDBRecord): ChangeRecord {
  const keys = image(record.dynamodb?.Keys) as { PK: string; SK: string } | undefined;
  if (!keys || !record.eventName) throw new Error('Stream record without keys or event name');
  return {
    eventName: record.eventName,
    keys,
    oldImage: image(record.dynamodb?.OldImage),
    newImage: image(record.dynamodb?.NewImage),
  };
}

/** Why a record after a failed one was reported without being run. */
class NotRunAfterFailure extends Error {
  constructor() {
    super('Not run: an earlier record of this batch failed');
    this.name = 'NotRunAfterFailure';
  }
}

/** A stream consumer: `handle` runs for each record of a batch, in order, until one fails. */
export function streamHandler(name: string, handle: (change: ChangeRecord) => Promise<void>) {
  const consume = middy(async (event: DynamoDBStreamEvent, context: Context) => {
    let failed = false;
    const handleRecord = async (record: DynamoDBRecord) => {
      if (failed) throw new NotRunAfterFailure();
      try {
        await handle(changeOf(record));
      } catch (error) {
        failed = true;
        countMetric('StreamRecordsFailed');
        logger.error(`${name}: record failed`, {
          error,
          eventID: record.eventID,
          sequenceNumber: record.dynamodb?.SequenceNumber,
        });
        throw error;
      }
    };
    // One processor per invocation: its state never outlives the batch it reports on.
    const processor = new BatchProcessor(EventType.DynamoDBStreams);
    return processPartialResponse(event, handleRecord, processor, { context, processInParallel: false });
  }).use(observe());
  return (event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> =>
    consume(event, context ?? ({} as Context));
}
