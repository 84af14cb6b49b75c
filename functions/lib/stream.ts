/** Stream records as consumers see them: keys and images as plain objects (lanes: ./lane.ts). */

import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';

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
