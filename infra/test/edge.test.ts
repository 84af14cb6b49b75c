import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LOGS_KEPT_DAYS } from '../../shared/retention';
import { CLOUDFRONT_LOGS_PREFIX } from '../stacks/web-stack';
import { resolveStage } from '../stage-settings';
import { PROD_FACTS, type SynthesizedRingside, synthRingside } from './synth';

let prod: SynthesizedRingside;
let dev: SynthesizedRingside;
beforeAll(() => {
  prod = synthRingside({ stage: 'prod', facts: PROD_FACTS });
  dev = synthRingside({ stage: 'dev' });
});
afterAll(() => {
  prod?.cleanup();
  dev?.cleanup();
});

const distributionConfig = (s: SynthesizedRingside) => {
  const [distribution] = Object.values(s.web.findResources('AWS::CloudFront::Distribution'));
  return distribution?.Properties.DistributionConfig;
};

describe('the edge web ACL, for a stage in any region (prod in eu-west-1)', () => {
  it('lives in a us-east-1 stack of its own, CLOUDFRONT scope, created unconditionally', () => {
    expect(prod.stacks.web.region).toBe('eu-west-1');
    expect(prod.stacks.edge?.region).toBe('us-east-1');
    const edge = prod.edge;
    if (!edge) throw new Error('prod has no Edge stack');
    const acls = Object.values(edge.findResources('AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    expect(acls[0]?.Properties.Scope).toBe('CLOUDFRONT');
    expect(acls[0]?.Condition).toBeUndefined();
    expect(JSON.stringify(acls[0]?.Properties.Rules)).toContain('api-per-ip');
  });

  it("is the distribution's web ACL, read across regions; the Web stack has no ACL or condition of its own", () => {
    const webAclId = distributionConfig(prod).WebACLId;
    expect(JSON.stringify(webAclId)).toMatch(/ExportsReader/);
    expect(JSON.stringify(webAclId)).not.toContain('Fn::If');
    expect(prod.web.findResources('AWS::WAFv2::WebACL')).toEqual({});
    expect(prod.web.toJSON().Conditions).toBeUndefined();
  });

  it('is created in the Web stack, only where it lands in us-east-1, for an environment-agnostic synth (dev without credentials)', () => {
    expect(dev.stacks.edge).toBeUndefined();
    const [acl] = Object.values(dev.web.findResources('AWS::WAFv2::WebACL'));
    expect(acl?.Condition).toBeDefined();
    expect(JSON.stringify(distributionConfig(dev).WebACLId)).toContain('Fn::If');
  });

  it('moves to the Edge stack as soon as a dev stage knows its account and region', () => {
    const known = synthRingside({
      stage: 'dev',
      facts: { account: '222222222222', region: 'ap-southeast-2' },
    });
    try {
      expect(known.stacks.edge?.region).toBe('us-east-1');
      expect(known.web.findResources('AWS::WAFv2::WebACL')).toEqual({});
    } finally {
      known.cleanup();
    }
  });
});

describe("the site's own domain, TLS 1.2 at least", () => {
  it('serves prod on its domain with TLSv1.2_2021 as the viewers minimum (SNI)', () => {
    const config = distributionConfig(prod);
    expect(config.Aliases).toEqual([PROD_FACTS.siteDomain]);
    expect(config.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('makes the certificate in us-east-1, validated in the hosted zone, and points the domain at the distribution', () => {
    prod.edge?.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: PROD_FACTS.siteDomain,
      DomainValidationOptions: [
        { DomainName: PROD_FACTS.siteDomain, HostedZoneId: PROD_FACTS.siteHostedZoneId },
      ],
    });
    for (const type of ['A', 'AAAA']) {
      prod.web.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: `${PROD_FACTS.siteDomain}.`,
        Type: type,
        HostedZoneId: PROD_FACTS.siteHostedZoneId,
        AliasTarget: Match.objectLike({ HostedZoneId: Match.anyValue() }),
      });
    }
    expect(prod.stacks.web.siteUrl).toBe(`https://${PROD_FACTS.siteDomain}`);
  });

  it('takes an existing us-east-1 certificate instead, and then makes none', () => {
    const certificateArn =
      'arn:aws:acm:us-east-1:111111111111:certificate/12121212-3434-5656-7878-909090909090';
    const { siteHostedZoneId: _, siteHostedZoneName: __, ...rest } = PROD_FACTS;
    const s = synthRingside({ stage: 'prod', facts: { ...rest, siteCertificateArn: certificateArn } });
    try {
      expect(s.edge?.findResources('AWS::CertificateManager::Certificate')).toEqual({});
      expect(distributionConfig(s).ViewerCertificate.AcmCertificateArn).toBe(certificateArn);
      expect(s.web.findResources('AWS::Route53::RecordSet')).toEqual({});
    } finally {
      s.cleanup();
    }
  });

  it('refuses prod without a domain, a domain without a certificate, and a certificate outside us-east-1', () => {
    const { siteDomain: _, ...noDomain } = PROD_FACTS;
    expect(() => resolveStage('prod', (f) => (noDomain as Record<string, string>)[f])).toThrow(
      /missing siteDomain/,
    );
    const { siteHostedZoneId: __, siteHostedZoneName: ___, ...noCertificate } = PROD_FACTS;
    expect(() => resolveStage('prod', (f) => (noCertificate as Record<string, string>)[f])).toThrow(
      /siteDomain needs its certificate/,
    );
    const wrongRegion = {
      ...noCertificate,
      siteCertificateArn:
        'arn:aws:acm:eu-west-1:111111111111:certificate/12121212-3434-5656-7878-909090909090',
    };
    expect(() => resolveStage('prod', (f) => (wrongRegion as Record<string, string>)[f])).toThrow(
      /siteCertificateArn must be a certificate in us-east-1/,
    );
  });

  it("leaves dev on CloudFront's default domain", () => {
    expect(distributionConfig(dev).Aliases).toBeUndefined();
  });
});

describe('access logs', () => {
  it("logs the distribution's requests to the access-log bucket", () => {
    expect(distributionConfig(prod).Logging).toMatchObject({ Prefix: CLOUDFRONT_LOGS_PREFIX });
    expect(JSON.stringify(distributionConfig(prod).Logging.Bucket)).toContain('RingsideAccessLogsBucket');
  });

  it(`expires every access log after ${ACCESS_LOGS_KEPT_DAYS} days, in a private bucket CloudFront can deliver to`, () => {
    prod.stateful.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
        PublicAccessBlockConfiguration: Match.objectLike({
          BlockPublicAcls: true,
          RestrictPublicBuckets: true,
        }),
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({
              Id: 'expire-access-logs',
              ExpirationInDays: ACCESS_LOGS_KEPT_DAYS,
              Status: 'Enabled',
            }),
          ]),
        },
      }),
      DeletionPolicy: 'Retain',
    });
  });

  it('logs the site and uploads buckets (S3 server access logs) to it', () => {
    for (const prefix of ['s3/site/', 's3/uploads/']) {
      prod.stateful.hasResourceProperties('AWS::S3::Bucket', {
        LoggingConfiguration: {
          DestinationBucketName: { Ref: 'RingsideAccessLogsBucket' },
          LogFilePrefix: prefix,
        },
      });
    }
  });
});
