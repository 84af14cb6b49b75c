import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  type CfnDistribution,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type IDistribution,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  type ResponseSecurityHeadersBehavior,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, type HttpOriginProps, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { WebConfig } from '../../shared/config';
import { MEDIA_BASE_PATH } from '../../shared/constants';
import { ORIGIN_VERIFY_HEADER } from '../../shared/manifest/runtime';
import { API_BASE_PATH, MEDIA_PREFIX_STRIP_CODE, SPA_FALLBACK_CODE } from '../constructs/edge-functions';
import type { FunctionsSource, LogSettings } from '../constructs/function-with-log-group';
import { OriginSecretRotation } from '../constructs/origin-secret-rotation';
import { EdgeWebAcl } from '../constructs/waf';
import { BASIC_EXECUTION_ROLE, cdkSingletons, keep, keepWildcardsOfRole } from '../nag';
import type { SiteDomainFacts } from '../stage-settings';

/** Vite's output folder for content-hashed files (build.assetsDir), served as immutable. */
const HASHED_ASSETS_DIR = 'assets';

/**
 * What of the built SPA is never deployed: Vite's build manifest (web/dist/.vite/manifest.json,
 * read by scripts/spa-size.ts) maps source files to chunks, which no browser needs.
 */
export const SITE_EXCLUDE = ['.vite'];

export interface WebStackProps extends StackProps {
  /** Directory of the built SPA (web/dist); must contain index.html. */
  readonly siteDir: string;
  readonly siteBucket: IBucket;
  readonly uploadsBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** Host of the HTTP API (origin of /api/*): its custom domain, else its execute-api host. */
  readonly apiDomainName: string;
  /**
   * The client certificate (ACM, us-east-1) CloudFront presents to the API's custom domain, which
   * requires mutual TLS. Absent: plain TLS to execute-api.
   */
  readonly apiClientCertificateArn?: string;
  /** The value CloudFront sends the API in ORIGIN_VERIFY_HEADER (the Api stack's secret, rotated here). */
  readonly originVerifySecret: ISecret;
  /** The rotation function's source. */
  readonly functions: FunctionsSource;
  /** A failed rotation of the origin-verify secret notifies this topic (the Ops stack's). */
  readonly alarmTopic: ITopic;
  /** wss:// URL of the WebSocket stage, written to config.json. */
  readonly wsUrl: string;
  /** execute-api host of the WebSocket API (CSP connect-src). */
  readonly wsDomainName: string;
  /** Show rooms' Event API: its real-time URL and HTTP host (config.json), both hosts in the CSP. */
  readonly events: {
    readonly realtimeUrl: string;
    readonly realtimeHost: string;
    readonly httpHost: string;
  };
  readonly logs: LogSettings;
  /**
   * What the Edge stack (us-east-1) made for this distribution: its web ACL and, with a hosted
   * zone, the site certificate. Absent only for an environment-agnostic stack (`cdk synth` without
   * credentials), which creates the ACL itself when it lands in us-east-1.
   */
  readonly edge?: { readonly webAclArn: string; readonly siteCertificate?: ICertificate };
  /** The site's own domain (prod): served with TLSv1.2_2021 as the viewers' minimum. */
  readonly siteDomain?: SiteDomainFacts;
  /** Where the distribution's standard logs go (the Stateful stack's access-log bucket). */
  readonly accessLogsBucket: IBucket;
}

/** CloudFront's standard logs: under this prefix of the access-log bucket. */
export const CLOUDFRONT_LOGS_PREFIX = 'cloudfront/';

/**
 * The CSP the SPA runs under (YouTube embeds and thumbnails, Cognito, the WebSocket, presigned PUTs,
 * show rooms' Event API: its real-time socket and its HTTP host).
 */
export function contentSecurityPolicy(p: {
  region: string;
  urlSuffix: string;
  wsDomainName: string;
  uploadsBucketDomainName: string;
  eventsRealtimeHost: string;
  eventsHttpHost: string;
}): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    `connect-src 'self' https://cognito-idp.${p.region}.${p.urlSuffix} wss://${p.wsDomainName} https://${p.uploadsBucketDomainName} wss://${p.eventsRealtimeHost} https://${p.eventsHttpHost}`,
    "style-src 'self' 'unsafe-inline'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The public entry point: one CloudFront distribution for the SPA (site bucket), /api/* (HTTP API) and
 * /media/* (uploads bucket, read-only), so browser and API share an origin and need no CORS.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteUrl: string;
  readonly originSecretRotation: OriginSecretRotation;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // Bucket policies (OAC read grants) live with the buckets in the stateful stack: importing the
    // buckets here keeps CloudFront's origin binding from editing them across stacks (a cycle).
    const siteBucket = importBucket(this, 'SiteBucketRef', props.siteBucket);
    const uploadsBucket = importBucket(this, 'UploadsBucketRef', props.uploadsBucket);
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The stateful stack grants CloudFront OAC read access in its bucket policies',
    );

    const oac = new S3OriginAccessControl(this, 'S3Oac', {
      description: 'Ringside: CloudFront reads the site and uploads buckets',
      signing: Signing.SIGV4_ALWAYS,
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(siteBucket, { originAccessControl: oac });
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(uploadsBucket, { originAccessControl: oac });
    // With a client certificate, the API's domain refuses every TLS connection without it: nothing
    // but this distribution reaches a route (docs/safety.md). The functions also answer only requests
    // carrying the origin-verify header (functions/lib/http.ts), the one lock of a stage without the
    // certificate. A viewer's own header of that name is overwritten by CloudFront. The value is
    // resolved at deploy (dynamic reference).
    const apiOrigin = new ApiOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
      clientCertificateArn: props.apiClientCertificateArn,
    });

    const securityHeaders: ResponseSecurityHeadersBehavior = {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({
          region: this.region,
          urlSuffix: this.urlSuffix,
          wsDomainName: props.wsDomainName,
          uploadsBucketDomainName: props.uploadsBucket.bucketRegionalDomainName,
          eventsRealtimeHost: props.events.realtimeHost,
          eventsHttpHost: props.events.httpHost,
        }),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(365),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    };
    const permissionsPolicy = {
      header: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=()',
      override: true,
    };
    const headersPolicy = (id: string, comment: string, cacheControl?: string) =>
      new ResponseHeadersPolicy(this, id, {
        comment,
        securityHeadersBehavior: securityHeaders,
        customHeadersBehavior: {
          customHeaders: cacheControl
            ? [permissionsPolicy, { header: 'Cache-Control', value: cacheControl, override: true }]
            : [permissionsPolicy],
        },
      });
    // index.html and config.json must be revalidated after every deploy; hashed assets never change.
    const siteHeaders = headersPolicy(
      'SiteHeaders',
      'Ringside SPA shell: security headers, no-cache',
      'no-cache',
    );
    const assetHeaders = headersPolicy(
      'AssetHeaders',
      'Ringside hashed assets: security headers, immutable',
      'public, max-age=31536000, immutable',
    );
    const apiAndMediaHeaders = headersPolicy('SecurityHeaders', 'Ringside API and media: security headers');

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Extensionless paths outside /api and /media -> /index.html',
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
    const mediaPrefixStrip = new CloudFrontFunction(this, 'MediaPrefixStrip', {
      comment: '/media/uploads/... -> uploads/... object key',
      code: FunctionCode.fromInline(MEDIA_PREFIX_STRIP_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    const assetsBehavior: BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: assetHeaders,
      compress: true,
    };

    // WAF in front of everything CloudFront serves, /api/* included (docs/safety.md).
    const webAclArn =
      props.edge?.webAclArn ??
      new EdgeWebAcl(this, 'EdgeWaf', { apiPathPrefix: `${API_BASE_PATH}/`, onlyInUsEast1: true }).webAclArn;
    const site = props.siteDomain;
    const certificate =
      site?.certificateArn !== undefined
        ? Certificate.fromCertificateArn(this, 'SiteCertificate', site.certificateArn)
        : props.edge?.siteCertificate;
    if (site && !certificate) throw new Error(`The site domain ${site.domain} has no certificate`);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Ringside (${this.stackName})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: webAclArn,
      ...(site && certificate
        ? {
            domainNames: [site.domain],
            certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      // Standard logs (viewers' IP addresses, paths with fan ids): kept as infra/retention.ts says.
      enableLogging: true,
      logBucket: importBucket(this, 'AccessLogsBucketRef', props.accessLogsBucket),
      logFilePrefix: CLOUDFRONT_LOGS_PREFIX,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: siteHeaders,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_BASE_PATH}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // With caching disabled, this managed policy also forwards the Authorization header; it
          // includes CloudFront's headers too (CloudFront-Viewer-Address: the fan's address, logged).
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiAndMediaHeaders,
        },
        [`${MEDIA_BASE_PATH}/*`]: {
          origin: mediaOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: apiAndMediaHeaders,
          compress: true,
          functionAssociations: [{ function: mediaPrefixStrip, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        [`/${HASHED_ASSETS_DIR}/*`]: assetsBehavior,
      },
    });
    keep(this.distribution, 'AwsSolutions-CFR1');
    if (!site) keep(this.distribution, 'AwsSolutions-CFR4');
    if (site?.hostedZone) aliasRecords(this, site, site.hostedZone, this.distribution);
    this.siteUrl = `https://${site?.domain ?? this.distribution.distributionDomainName}`;
    // The origin-verify header's value rotates every 30 days: the rotation puts each new value on
    // the API origin above (docs/safety.md, "The origin-verify secret rotates").
    this.originSecretRotation = new OriginSecretRotation(this, 'OriginVerifyRotation', {
      secret: props.originVerifySecret,
      distribution: this.distribution,
      functions: props.functions,
      logs: props.logs,
      alarmTopic: props.alarmTopic,
    });

    const config: WebConfig = {
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      wsUrl: props.wsUrl,
      eventsRealtimeUrl: props.events.realtimeUrl,
      eventsHttpHost: props.events.httpHost,
    };
    // Old hashed assets are kept (no prune): a tab still running the previous build can lazy-load them.
    const deployment = new BucketDeployment(this, 'DeploySite', {
      sources: [
        Source.asset(props.siteDir, { exclude: SITE_EXCLUDE }),
        Source.jsonData('config.json', config),
      ],
      destinationBucket: siteBucket,
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json'],
      memoryLimit: 512,
      outputObjectKeys: false,
      logGroup: new LogGroup(this, 'DeploySiteLogs', {
        retention: props.logs.retention,
        removalPolicy: props.logs.removalPolicy,
      }),
    });

    keepWildcardsOfRole(deployment.handlerRole, 'siteDeployment');
    for (const handler of cdkSingletons(this, 'Custom::CDKBucketDeployment'))
      keep(handler, 'AwsSolutions-L1', BASIC_EXECUTION_ROLE);

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }
}

/**
 * An HTTP origin that may present a client certificate (CloudFront origin mutual TLS), which CDK's
 * HttpOrigin does not offer yet: CloudFormation's CustomOriginConfig.OriginMtlsConfig.
 */
class ApiOrigin extends HttpOrigin {
  private readonly clientCertificateArn?: string;

  constructor(domainName: string, props: HttpOriginProps & { readonly clientCertificateArn?: string }) {
    super(domainName, props);
    this.clientCertificateArn = props.clientCertificateArn;
  }

  protected override renderCustomOriginConfig(): CfnDistribution.CustomOriginConfigProperty | undefined {
    const config = super.renderCustomOriginConfig();
    if (!config || !this.clientCertificateArn) return config;
    return { ...config, originMtlsConfig: { clientCertificateArn: this.clientCertificateArn } };
  }
}

/** The site domain's A and AAAA alias records to the distribution, in its hosted zone. */
function aliasRecords(
  scope: Construct,
  site: SiteDomainFacts,
  hostedZone: { readonly id: string; readonly name: string },
  distribution: IDistribution,
): void {
  const zone = HostedZone.fromHostedZoneAttributes(scope, 'SiteZone', {
    hostedZoneId: hostedZone.id,
    zoneName: hostedZone.name,
  });
  const target = RecordTarget.fromAlias(new CloudFrontTarget(distribution));
  new ARecord(scope, 'SiteAlias', { zone, recordName: site.domain, target });
  new AaaaRecord(scope, 'SiteAliasIpv6', { zone, recordName: site.domain, target });
}

function importBucket(scope: Construct, id: string, bucket: IBucket): IBucket {
  return Bucket.fromBucketAttributes(scope, id, {
    bucketArn: bucket.bucketArn,
    bucketName: bucket.bucketName,
    bucketRegionalDomainName: bucket.bucketRegionalDomainName,
  });
}
