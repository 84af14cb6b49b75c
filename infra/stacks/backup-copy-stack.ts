import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupVault, type CfnBackupVault } from 'aws-cdk-lib/aws-backup';
import type { Construct } from 'constructs';
import { ProtectingStackPolicy } from '../constructs/stack-policy';

/** The copy vault's name: known before the stack exists, so the backup plan can name its ARN. */
export const backupCopyVaultName = (stage: string) => `${stage}-ringside-backup-copy`;

export interface BackupCopyStackProps extends StackProps {
  readonly vaultName: string;
}

/**
 * The second-region vault that receives a copy of every daily table backup (a region outage or a
 * lost primary vault still leaves 35 days of restore points). Its own stack because it lives in
 * another region; retained and termination protected like the stateful stack.
 */
export class BackupCopyStack extends Stack {
  readonly vault: BackupVault;

  constructor(scope: Construct, id: string, props: BackupCopyStackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    this.vault = new BackupVault(this, 'CopyVault', {
      backupVaultName: props.vaultName,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (this.vault.node.defaultChild as CfnBackupVault).overrideLogicalId('RingsideBackupCopyVault');
    new ProtectingStackPolicy(this, 'StackPolicy', {
      resources: [this.vault.node.defaultChild as CfnBackupVault],
    });
    new CfnOutput(this, 'CopyVaultArn', { value: this.vault.backupVaultArn });
  }
}
