import { describe, expect, it } from 'vitest';
import { WS_PING_ROUTE } from '../../shared/manifest/ws-routes';
import { selectRoute } from './ws-gateway';

describe('the local WebSocket route selection ($request.body.action)', () => {
  it('answers ping itself and sends everything else to $default', () => {
    expect(selectRoute(JSON.stringify({ action: WS_PING_ROUTE.routeKey }))).toBe('ping');
    expect(selectRoute(JSON.stringify({ action: 'other' }))).toBe('$default');
    expect(selectRoute(JSON.stringify({ action: 'watchShow', showId: null }))).toBe('watchShow');
    expect(selectRoute(JSON.stringify({ action: '$connect' }))).toBe('$default');
    expect(selectRoute(JSON.stringify({ type: 'ping' }))).toBe('$default');
    expect(selectRoute('not json')).toBe('$default');
    expect(selectRoute('null')).toBe('$default');
  });
});
