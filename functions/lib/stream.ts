/**
 * The shared stream-consumer shape: records are handled one by one, in order; the first failure
 * stops the batch and is reported as a partial batch failure, so Lambda retries from that record
 * (and, after its retries, sends it to the on-failure destination). Handlers must be idempotent.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from './logger';

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

export function streamHandler(name: string, handle: (change: ChangeRecord) => Promise<void>) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records) {
      try {
        await handle(changeOf(record));
      } catch (error) {
        const itemIdentifier = record.dynamodb?.SequenceNumber ?? '';
        logger.error(`${name}: record failed`, {
          error,
          eventID: record.eventID,
          sequenceNumber: itemIdentifier,
        });
        return { batchItemFailures: [{ itemIdentifier }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
