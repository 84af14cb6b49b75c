/** The parts of the @connections SDK we use, for realtime/send.ts to import() on first use (see ./s3.ts). */
export {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
