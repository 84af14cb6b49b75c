import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import { EdgeWebAcl } from '../constructs/waf';
import { CLOUDFRONT_CERTIFICATE_REGION, type SiteDomainFacts } from '../stage-settings';

export interface EdgeStackProps extends StackProps {
  /** The path prefix of the API behaviour ("/api/"), counted by the per-IP rate rule. */
  readonly apiPathPrefix: string;
  /** The site's own domain: its certificate is made here when the facts give a hosted zone. */
  readonly siteDomain?: SiteDomainFacts;
}

/**
 * What CloudFront takes only from us-east-1, for a stage deployed in any region: the CLOUDFRONT-scope
 * web ACL (WAF keeps global ACLs there) and the site's certificate (ACM in us-east-1). The Web stack
 * reads both across regions (`crossRegionReferences`: CDK passes them through SSM parameters).
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;
  /** The site certificate made here (a hosted zone was given); absent with an imported one. */
  readonly siteCertificate?: ICertificate;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    if (this.region !== CLOUDFRONT_CERTIFICATE_REGION) {
      throw new Error(`The Edge stack deploys in ${CLOUDFRONT_CERTIFICATE_REGION}, not ${this.region}`);
    }
    const waf = new EdgeWebAcl(this, 'EdgeWaf', { apiPathPrefix: props.apiPathPrefix });
    this.webAclArn = waf.acl.attrArn;

    const site = props.siteDomain;
    if (site?.hostedZone && !site.certificateArn) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'SiteZone', {
        hostedZoneId: site.hostedZone.id,
        zoneName: site.hostedZone.name,
      });
      this.siteCertificate = new Certificate(this, 'SiteCertificate', {
        domainName: site.domain,
        validation: CertificateValidation.fromDns(zone),
      });
    }
    new CfnOutput(this, 'EdgeWebAclArn', { value: this.webAclArn });
  }
}
