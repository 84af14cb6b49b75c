/** The parts of the @connections SDK we use, for realtime/send.ts, a lazy module (see ./s3.mts). */
export {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
