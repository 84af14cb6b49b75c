/** The WebSocket API's routes and its $connect authorizer, and the Cognito triggers. */
import { type Grant, TABLE_RW } from './access';

export interface WsRoute {
  readonly routeKey: '$connect' | '$disconnect' | '$default';
  readonly handler: `ws/${string}`;
  readonly grants: readonly Grant[];
}

export const WS_ROUTES = [
  { routeKey: '$connect', handler: 'ws/connect', grants: TABLE_RW },
  { routeKey: '$disconnect', handler: 'ws/disconnect', grants: TABLE_RW },
  { routeKey: '$default', handler: 'ws/default', grants: ['table:read'] },
] as const satisfies readonly WsRoute[];

/** The WebSocket $connect authorizer (verifies the ?token= query parameter). */
export const WS_AUTHORIZER = { handler: 'ws/authorizer', grants: ['table:read'] } as const;

/** Cognito triggers. */
export const COGNITO_TRIGGERS = { preSignUp: { handler: 'auth/pre-sign-up' } } as const;
