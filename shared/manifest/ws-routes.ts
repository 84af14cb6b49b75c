/** The WebSocket API's routes and its $connect authorizer, and the Cognito triggers. */
import { type Grant, TABLE_RW } from './access';

export interface WsRoute {
  /** The three API Gateway routes, or a route a message selects by its `action`. */
  readonly routeKey: '$connect' | '$disconnect' | '$default' | 'watchShow';
  readonly handler: `ws/${string}`;
  readonly grants: readonly Grant[];
}

export const WS_ROUTES = [
  // $connect closes a fan's oldest connections beyond MAX_CONNECTIONS_PER_FAN.
  { routeKey: '$connect', handler: 'ws/connect', grants: [...TABLE_RW, 'ws:manage'] },
  { routeKey: '$disconnect', handler: 'ws/disconnect', grants: TABLE_RW },
  { routeKey: '$default', handler: 'ws/default', grants: ['table:read'] },
  // {"action":"watchShow","showId"}: a show page watches its show (answered on the connection).
  { routeKey: 'watchShow', handler: 'ws/watch-show', grants: [...TABLE_RW, 'ws:manage'] },
] as const satisfies readonly WsRoute[];

/**
 * The client's keep-alive: `{"action":"ping"}` every few minutes keeps an idle connection open past
 * API Gateway's 10-minute idle limit. API Gateway answers it itself (a mock integration with this
 * reply), no Lambda runs; the local gateway does the same. Routes are selected by
 * `$request.body.action`.
 */
export const WS_PING_ROUTE = { routeKey: 'ping', reply: { type: 'pong' } } as const;
export const WS_ROUTE_SELECTION = '$request.body.action';

/** The WebSocket $connect authorizer (verifies the ?token= query parameter). */
export const WS_AUTHORIZER = { handler: 'ws/authorizer', grants: ['table:read'] } as const;

/** Cognito triggers. */
export const COGNITO_TRIGGERS = { preSignUp: { handler: 'auth/pre-sign-up' } } as const;
