/**
 * The records the local poller hands a lane are shaped as AWS's stream shapes them (the
 * integration test stream-poller.int.test.ts reads DynamoDB Local's real stream).
 */
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import { controlsKey } from '../../functions/data/controls';
import { changeOf } from '../../functions/lib/stream';
import { lambdaRecord, typedImage } from './stream-poller';

const arn = 'arn:aws:dynamodb:ddblocal:000000000000:table/t/stream/x';
/** A fan's controls item: the app's own item whose map empties when their last mute goes. */
const { PK, SK } = controlsKey('fan-1');

describe('the local poller, for records of DynamoDB Local 3.x', () => {
  it('types the empty maps GetRecords leaves untyped, at any depth, and leaves every other value as it is', () => {
    const image = {
      PK: { S: PK },
      muted: {},
      words: { M: { w: { M: { tags: {}, list: { L: [{}, { L: [] }, { N: '1' }] } } } } },
      blocked: { SS: ['a'] },
      nothing: { NULL: true },
      yes: { BOOL: false },
    };
    expect(typedImage(image as never)).toEqual({
      PK: { S: PK },
      muted: { M: {} },
      words: { M: { w: { M: { tags: { M: {} }, list: { L: [{ M: {} }, { L: [] }, { N: '1' }] } } } } },
      blocked: { SS: ['a'] },
      nothing: { NULL: true },
      yes: { BOOL: false },
    });
  });

  it('hands over a MODIFY whose images hold an empty map so that it decodes', () => {
    const raw = {
      eventID: 'e1',
      eventName: 'MODIFY',
      dynamodb: {
        ApproximateCreationDateTime: new Date(1_700_000_000_000),
        Keys: { PK: { S: PK }, SK: { S: SK } },
        OldImage: { PK: { S: PK }, SK: { S: SK }, muted: { M: { x: { N: '0' } } } },
        NewImage: { PK: { S: PK }, SK: { S: SK }, muted: {} },
        SequenceNumber: '1',
      },
    } as unknown as _Record;
    expect(() => changeOf(raw as never)).toThrow('No value defined: {}');
    const record = lambdaRecord(raw, arn);
    expect(record).toMatchObject({
      eventSourceARN: arn,
      dynamodb: { ApproximateCreationDateTime: 1_700_000_000, SequenceNumber: '1' },
    });
    expect(changeOf(record)).toEqual({
      eventName: 'MODIFY',
      keys: { PK, SK },
      oldImage: { PK, SK, muted: { x: 0 } },
      newImage: { PK, SK, muted: {} },
    });
  });

  it('adds no image a record does not have (an INSERT has no old image)', () => {
    const raw = {
      eventID: 'e2',
      eventName: 'INSERT',
      dynamodb: { Keys: { PK: { S: 'a' }, SK: { S: 'b' } }, NewImage: { PK: { S: 'a' }, SK: { S: 'b' } } },
    } as unknown as _Record;
    expect(Object.keys(lambdaRecord(raw, arn).dynamodb ?? {}).sort()).toEqual(['Keys', 'NewImage']);
  });
});
