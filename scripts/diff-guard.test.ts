import { describe, expect, it } from 'vitest';
import { dangerousChanges, describeDangerous } from './diff-guard';

const SAFE = `Stack prod-RingsideApi
Resources
[+] AWS::Lambda::Function NewRoute/Function NewRouteFunctionABC123
[~] AWS::Lambda::Function GetUserRoute/Function GetUserRouteFunction1234
 └─ [~] MemorySize
     ├─ [-] 512
     └─ [+] 1024
[-] AWS::Lambda::Function OldRoute/Function OldRouteFunction9999 destroy

Stack prod-RingsideStateful
Resources
[~] AWS::S3::Bucket UploadsBucket RingsideUploadsBucket
 └─ [~] VersioningConfiguration
[+] AWS::S3::Bucket NewBucket NewBucketABCD
[~] AWS::Cognito::UserPool UserPool RingsideUserPool
 └─ [+] UserPoolTier
     └─ LITE
`;

const DANGEROUS = `Stack prod-RingsideStateful
Resources
[~] AWS::DynamoDB::GlobalTable Table RingsideTable replace
 └─ [~] KeySchema (requires replacement)
[-] AWS::S3::Bucket SiteBucket RingsideSiteBucket orphan
[~] AWS::Cognito::UserPoolClient UserPool/WebClient RingsideUserPoolClient may be replaced
 └─ [~] GenerateSecret (may cause replacement)
[-] AWS::Cognito::UserPoolGroup UserPool/AdminsGroup UserPoolAdminsGroup64AC0651 destroy
`;

describe('the diff guard', () => {
  it('lets through every change that keeps the stateful resources: updates in place, additions, stateless removals', () => {
    expect(dangerousChanges(SAFE)).toEqual([]);
  });

  it('finds replacements and removals of stateful resources, with their stack and logical id', () => {
    expect(dangerousChanges(DANGEROUS)).toEqual([
      {
        stack: 'prod-RingsideStateful',
        type: 'AWS::DynamoDB::GlobalTable',
        logicalId: 'RingsideTable',
        impact: 'replace',
      },
      {
        stack: 'prod-RingsideStateful',
        type: 'AWS::S3::Bucket',
        logicalId: 'RingsideSiteBucket',
        impact: 'orphan',
      },
      {
        stack: 'prod-RingsideStateful',
        type: 'AWS::Cognito::UserPoolClient',
        logicalId: 'RingsideUserPoolClient',
        impact: 'may be replaced',
      },
      {
        stack: 'prod-RingsideStateful',
        type: 'AWS::Cognito::UserPoolGroup',
        logicalId: 'UserPoolAdminsGroup64AC0651',
        impact: 'destroy',
      },
    ]);
    expect(describeDangerous(dangerousChanges(DANGEROUS))).toContain('RingsideTable (replace)');
  });

  it('reads coloured output too', () => {
    const coloured =
      '\u001b[1mStack prod-RingsideStateful\u001b[22m\n\u001b[33m[~]\u001b[39m AWS::DynamoDB::GlobalTable Table RingsideTable \u001b[3m\u001b[1m\u001b[31mreplace\u001b[39m\u001b[22m\u001b[23m\n';
    expect(dangerousChanges(coloured)).toHaveLength(1);
  });
});
