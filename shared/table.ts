/**
 * The single DynamoDB table, described once. The CDK stateful stack and the local cloud both build
 * the table from this, so the local and deployed tables cannot drift.
 */
export const TABLE = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Overloaded secondary indexes; which entity uses which is documented in docs/data-model.md. */
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
  /** Epoch seconds. DynamoDB Local never deletes by TTL: readers filter expired items themselves. */
  ttlAttribute: 'expiresAt',
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;

export type IndexName = (typeof TABLE.indexes)[number]['name'];
