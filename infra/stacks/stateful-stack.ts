import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  BackupPlan,
  BackupPlanRule,
  BackupResource,
  BackupVault,
  type CfnBackupVault,
} from 'aws-cdk-lib/aws-backup';
import {
  AccountRecovery,
  type CfnUserPool,
  type CfnUserPoolClient,
  type CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  type StandardAttributesMask,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import {
  AttributeType,
  Billing,
  type CfnGlobalTable,
  StreamViewType,
  TableV2,
} from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import {
  ADMIN_GROUP,
  LIMITS,
  MIN_PASSWORD_LENGTH,
  PENDING_UPLOAD_EXPIRY_HOURS,
  PENDING_UPLOADS_PREFIX,
  UPLOADS_KEY_PREFIX,
} from '../../shared/constants';
import { OBSERVABILITY_ENV, USER_POOL_CLIENT_ATTRIBUTES } from '../../shared/manifest/runtime';
import { TWO_STEP_CLIENT } from '../../shared/manifest/two-step';
import { COGNITO_TRIGGERS } from '../../shared/manifest/ws-routes';
import { ACCESS_LOGS_KEPT_DAYS, PITR_RECOVERY_DAYS, UPLOAD_VERSIONS_KEPT_DAYS } from '../../shared/retention';
import { TABLE } from '../../shared/table';
import {
  type FunctionsSource,
  FunctionWithLogGroup,
  type LogSettings,
} from '../constructs/function-with-log-group';
import { ProtectingStackPolicy } from '../constructs/stack-policy';
import { UserPoolWebAcl } from '../constructs/waf';
import { keep, keepWildcards } from '../nag';

type ClientAttribute = (typeof USER_POOL_CLIENT_ATTRIBUTES)['read' | 'write'][number];
/** The CDK's names (StandardAttributesMask) for the Cognito attributes the app client lists. */
const STANDARD_ATTRIBUTE_MASK: Record<ClientAttribute, keyof StandardAttributesMask> = {
  email: 'email',
  email_verified: 'emailVerified',
};

/**
 * Logical IDs of the stateful resources, pinned so that refactoring the construct tree can never make
 * CloudFormation replace (and, with RETAIN, orphan) the table, the user pool or the buckets.
 * infra/test/ringside.test.ts pins these exact strings.
 */
const STATEFUL_LOGICAL_IDS = {
  table: 'RingsideTable',
  userPool: 'RingsideUserPool',
  userPoolClient: 'RingsideUserPoolClient',
  twoStepClient: 'RingsideTwoStepClient',
  uploadsBucket: 'RingsideUploadsBucket',
  siteBucket: 'RingsideSiteBucket',
  /** The id the group was first deployed with (pinned as is: a new id would recreate 'admins'). */
  adminsGroup: 'UserPoolAdminsGroup64AC0651',
  backupVault: 'RingsideBackupVault',
  accessLogsBucket: 'RingsideAccessLogsBucket',
} as const;

/** Noncurrent versions of uploads (replaced or deleted images) are kept this long, then expire. */
export { UPLOAD_VERSIONS_KEPT_DAYS };

/** How Cognito sends its e-mails (password recovery, verification). */
export type CognitoEmail =
  | { readonly kind: 'ses'; readonly fromEmail: string }
  | { readonly kind: 'cognito-default' };

export interface BackupSettings {
  /** Daily backups are kept this many days (in the copy vault too). */
  readonly retentionDays: number;
  /** The second-region vault each backup is copied to (BackupCopyStack). @default no copy */
  readonly copyVaultArn?: string;
}

export interface StatefulStackProps extends StackProps {
  readonly functions: FunctionsSource;
  readonly logs: LogSettings;
  /**
   * Origins allowed to PUT presigned uploads from a browser (S3 CORS). The CloudFront domain is only
   * known in the web stack, which depends on this one, so it cannot be referenced here.
   * @default ['https://*.cloudfront.net']
   */
  readonly uploadCorsOrigins?: readonly string[];
  /** @default Cognito's default sender */
  readonly cognitoEmail?: CognitoEmail;
  readonly backup: BackupSettings;
}

/**
 * Data and identity: everything that must outlive a redeploy. Termination protection on, every
 * stateful resource RETAINed with a pinned logical ID, and a stack policy that refuses any update
 * replacing or deleting one of them. The table is backed up daily by AWS Backup.
 */
export class StatefulStack extends Stack {
  readonly table: TableV2;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /**
   * The app client only the server signs in with (ADMIN_USER_PASSWORD_AUTH), the one whose tokens the
   * user pool's web ACL lets change a fan's second step (shared/manifest/two-step.ts, docs/account.md).
   */
  readonly twoStepClient: UserPoolClient;
  readonly uploadsBucket: Bucket;
  readonly siteBucket: Bucket;
  /** CloudFront's standard logs and the buckets' access logs, expired after ACCESS_LOGS_KEPT_DAYS. */
  readonly accessLogsBucket: Bucket;
  /** The Cognito PreSignUp trigger. */
  readonly preSignUpFunction: NodejsFunction;
  readonly backupVault: BackupVault;
  readonly backupPlan: BackupPlan;
  /** Denies replacing or deleting every stateful resource of this stack. */
  readonly stackPolicy: ProtectingStackPolicy;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, { terminationProtection: true, ...props });

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      billing: Billing.onDemand(),
      timeToLiveAttribute: TABLE.ttlAttribute,
      dynamoStream: StreamViewType[TABLE.streamView],
      // Restorable to any second of the last PITR_RECOVERY_DAYS (not the default 35): a deleted
      // fan's data must leave every copy within 30 days (infra/retention.ts).
      pointInTimeRecoverySpecification: {
        pointInTimeRecoveryEnabled: true,
        recoveryPeriodInDays: PITR_RECOVERY_DAYS,
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // No `replicas`: a single-region table, whose stream serves two concurrent readers per shard,
      // the two lanes. With a replica region AWS recommends one reader: merge the lanes or move to
      // Kinesis Data Streams for DynamoDB first (docs/deploy.md, "Stream lanes").
    });
    (this.table.node.defaultChild as CfnGlobalTable).overrideLogicalId(STATEFUL_LOGICAL_IDS.table);

    // PreSignUp: auto-confirm (the e-mail stays unverified until its owner enters the mailed code),
    // 13+ check, the display name checked and recorded with the sign-up in the table. It lives with
    // the pool (the pool references it).
    const preSignUp = new FunctionWithLogGroup(this, 'PreSignUp', {
      source: props.functions,
      handler: COGNITO_TRIGGERS.preSignUp.handler,
      description: 'Cognito PreSignUp: auto-confirm, 13+ only, records the sign-up',
      kind: 'trigger',
      environment: { ...OBSERVABILITY_ENV, TABLE_NAME: this.table.tableName },
      logs: props.logs,
    });
    const signUpWrites = this.table.grantWriteData(preSignUp.function);
    keepWildcards(preSignUp.function, 'tableIndexes', signUpWrites.principalStatements);
    this.preSignUpFunction = preSignUp.function;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: {
        displayName: new StringAttribute({ minLen: 1, maxLen: LIMITS.displayName, mutable: true }),
      },
      // The spec's only password rule is a minimum length (AwsSolutions-COG1 kept: infra/nag.ts).
      passwordPolicy: {
        minLength: MIN_PASSWORD_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Two-step verification is each fan's choice, with an authenticator app (TOTP, in the Lite plan;
      // SMS would cost per message, e-mail MFA needs Essentials): docs/account.md.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      lambdaTriggers: { preSignUp: preSignUp.function },
      // Lite: everything Ringside uses (e-mail sign-in, custom attributes, PreSignUp, WAF) is in it.
      // Essentials, Cognito's default for new pools, costs ~3x as much per active fan (docs/cost.md).
      featurePlan: FeaturePlan.LITE,
      email:
        props.cognitoEmail?.kind === 'ses'
          ? UserPoolEmail.withSES({
              fromEmail: props.cognitoEmail.fromEmail,
              fromName: 'Ringside',
              sesVerifiedDomain: props.cognitoEmail.fromEmail.split('@')[1] as string,
              sesRegion: this.region,
            })
          : UserPoolEmail.withCognito(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (this.userPool.node.defaultChild as CfnUserPool).overrideLogicalId(STATEFUL_LOGICAL_IDS.userPool);
    keep(this.userPool, 'AwsSolutions-COG1', 'AwsSolutions-COG2', 'AwsSolutions-COG8');

    // What the web app may write and read of a fan's attributes (shared/manifest/runtime.ts): the
    // e-mail only. Cognito holds SignUp to the write list too, so the display name goes to PreSignUp
    // as client metadata, and `custom:displayName` (kept in the schema: a custom attribute cannot be
    // removed) can be neither written nor read.
    const clientAttributes = (names: readonly ClientAttribute[]) =>
      new ClientAttributes().withStandardAttributes(
        Object.fromEntries(names.map((name) => [STANDARD_ATTRIBUTE_MASK[name], true])),
      );
    this.userPoolClient = this.userPool.addClient('WebClient', {
      writeAttributes: clientAttributes(USER_POOL_CLIENT_ATTRIBUTES.write),
      readAttributes: clientAttributes(USER_POOL_CLIENT_ATTRIBUTES.read),
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    this.userPoolClient.applyRemovalPolicy(RemovalPolicy.RETAIN);
    (this.userPoolClient.node.defaultChild as CfnUserPoolClient).overrideLogicalId(
      STATEFUL_LOGICAL_IDS.userPoolClient,
    );

    // Two-step verification is changed by the server only (docs/account.md): it signs in here with the
    // fan's password (and code), IAM-authorized, and no token of this client ever leaves it. Kept and
    // pinned as the web client is: the web ACL and every route function name it.
    this.twoStepClient = this.userPool.addClient('TwoStepClient', {
      writeAttributes: clientAttributes(USER_POOL_CLIENT_ATTRIBUTES.write),
      readAttributes: clientAttributes(USER_POOL_CLIENT_ATTRIBUTES.read),
      generateSecret: false,
      authFlows: { adminUserPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(TWO_STEP_CLIENT.idTokenMinutes),
      accessTokenValidity: Duration.minutes(TWO_STEP_CLIENT.accessTokenMinutes),
      refreshTokenValidity: Duration.minutes(TWO_STEP_CLIENT.refreshTokenMinutes),
    });
    this.twoStepClient.applyRemovalPolicy(RemovalPolicy.RETAIN);
    (this.twoStepClient.node.defaultChild as CfnUserPoolClient).overrideLogicalId(
      STATEFUL_LOGICAL_IDS.twoStepClient,
    );

    // Sign-up and log-in per IP, the managed rules, and Cognito's self-service calls that change a
    // second step refused to every client but the two-step one (infra/constructs/waf.ts).
    new UserPoolWebAcl(this, 'UserPoolWaf', {
      userPoolArn: this.userPool.userPoolArn,
      twoStepClientId: this.twoStepClient.userPoolClientId,
    });

    const adminsGroup = this.userPool.addGroup('AdminsGroup', {
      groupName: ADMIN_GROUP,
      description: 'Ringside administrators: moderate reports, ban authors',
    });
    adminsGroup.applyRemovalPolicy(RemovalPolicy.RETAIN);
    (adminsGroup.node.defaultChild as CfnUserPoolGroup).overrideLogicalId(STATEFUL_LOGICAL_IDS.adminsGroup);

    // Viewers' IP addresses and request paths (fan ids): personal data, expired within the Privacy
    // Policy's bound (infra/retention.ts). CloudFront delivers its standard logs with an ACL, so the
    // bucket takes ACLs (its owner still owns every object); S3 delivers by bucket policy.
    this.accessLogsBucket = new Bucket(this, 'AccessLogsBucket', {
      ...privateBucketDefaults(),
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { id: 'expire-access-logs', expiration: Duration.days(ACCESS_LOGS_KEPT_DAYS) },
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    (this.accessLogsBucket.node.defaultChild as CfnBucket).overrideLogicalId(
      STATEFUL_LOGICAL_IDS.accessLogsBucket,
    );
    keep(this.accessLogsBucket, 'AwsSolutions-S1');
    const accessLogs = (prefix: string) => ({
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: `s3/${prefix}/`,
    });

    // Browsers PUT presigned URLs straight to this bucket; CloudFront serves it read-only under /media.
    // Versioned: a deleted or overwritten image can be restored for UPLOAD_VERSIONS_KEPT_DAYS.
    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
      ...privateBucketDefaults(),
      ...accessLogs('uploads'),
      versioned: true,
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: [...(props.uploadCorsOrigins ?? ['https://*.cloudfront.net'])],
          allowedHeaders: ['content-type'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploads no post or profile picture took (they are moved out of pending/ when taken).
        // S3 counts whole days from creation, rounded to the next midnight UTC, and deletes
        // asynchronously: an unattached upload is gone between 1 and 2 days after it was made.
        {
          id: 'expire-pending-uploads',
          prefix: PENDING_UPLOADS_PREFIX,
          expiration: Duration.days(Math.ceil(PENDING_UPLOAD_EXPIRY_HOURS / 24)),
        },
        // Old versions (replaced, deleted, expired) go after a week; then the delete markers left alone.
        {
          id: 'expire-old-versions',
          noncurrentVersionExpiration: Duration.days(UPLOAD_VERSIONS_KEPT_DAYS),
          expiredObjectDeleteMarker: true,
        },
      ],
    });
    (this.uploadsBucket.node.defaultChild as CfnBucket).overrideLogicalId(STATEFUL_LOGICAL_IDS.uploadsBucket);
    allowCloudFrontRead(this.uploadsBucket, `${UPLOADS_KEY_PREFIX}*`);
    // Pending originals (EXIF and GPS still in them) are never served: the edge function refuses
    // /media/uploads/pending/ however it is spelled, and S3 itself refuses CloudFront the prefix, for
    // any distribution and any action (an explicit Deny wins over the Allow above).
    this.uploadsBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'DenyCloudFrontPendingRead',
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:*'],
        resources: [this.uploadsBucket.arnForObjects(`${PENDING_UPLOADS_PREFIX}*`)],
      }),
    );

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      ...privateBucketDefaults(),
      ...accessLogs('site'),
      lifecycleRules: [
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    (this.siteBucket.node.defaultChild as CfnBucket).overrideLogicalId(STATEFUL_LOGICAL_IDS.siteBucket);
    allowCloudFrontRead(this.siteBucket, '*');

    // AWS Backup: a daily backup of the table (on top of its point-in-time recovery), kept
    // `retentionDays` and, for prod, copied to a vault in a second region.
    this.backupVault = new BackupVault(this, 'BackupVault', { removalPolicy: RemovalPolicy.RETAIN });
    (this.backupVault.node.defaultChild as CfnBackupVault).overrideLogicalId(
      STATEFUL_LOGICAL_IDS.backupVault,
    );
    const keptFor = Duration.days(props.backup.retentionDays);
    this.backupPlan = new BackupPlan(this, 'BackupPlan', {
      backupVault: this.backupVault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'daily',
          scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
          deleteAfter: keptFor,
          copyActions: props.backup.copyVaultArn
            ? [
                {
                  destinationBackupVault: BackupVault.fromBackupVaultArn(
                    this,
                    'CopyVault',
                    props.backup.copyVaultArn,
                  ),
                  deleteAfter: keptFor,
                },
              ]
            : [],
        }),
      ],
    });
    keep(
      this.backupPlan,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
    );
    this.backupPlan.addSelection('Table', { resources: [BackupResource.fromArn(this.table.tableArn)] });

    this.stackPolicy = new ProtectingStackPolicy(this, 'StackPolicy', {
      resources: [
        this.table.node.defaultChild as CfnGlobalTable,
        this.userPool.node.defaultChild as CfnUserPool,
        this.userPoolClient.node.defaultChild as CfnUserPoolClient,
        this.twoStepClient.node.defaultChild as CfnUserPoolClient,
        adminsGroup.node.defaultChild as CfnUserPoolGroup,
        this.uploadsBucket.node.defaultChild as CfnBucket,
        this.siteBucket.node.defaultChild as CfnBucket,
        this.accessLogsBucket.node.defaultChild as CfnBucket,
        this.backupVault.node.defaultChild as CfnBackupVault,
      ],
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'BackupVaultName', { value: this.backupVault.backupVaultName });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TwoStepClientId', { value: this.twoStepClient.userPoolClientId });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
  }
}

function privateBucketDefaults() {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: RemovalPolicy.RETAIN,
  } as const;
}

/**
 * Lets CloudFront (Origin Access Control) read `keyPattern`. The distribution lives in the web stack,
 * which depends on this one, so its ARN cannot appear here without a dependency cycle: the condition
 * admits distributions of this account (the pattern CDK itself uses for OAC key policies). Both
 * buckets only hold what Ringside serves publicly anyway; the web stack's OAC signs every request.
 */
function allowCloudFrontRead(bucket: Bucket, keyPattern: string): void {
  bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'AllowCloudFrontOacRead',
      principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
      actions: ['s3:GetObject'],
      resources: [bucket.arnForObjects(keyPattern)],
      conditions: {
        ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
      },
    }),
  );
}
