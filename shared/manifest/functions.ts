/** Every function module the manifest names, for the "every entry has a handler file" test. */
import { HTTP_ROUTES } from './http-routes';
import { ORIGIN_SECRET_ROTATION, SCHEDULED_JOBS } from './scheduled-jobs';
import { activeLanes } from './stream-consumers';
import { COGNITO_TRIGGERS, WS_AUTHORIZER, WS_ROUTES } from './ws-routes';

export function allHandlerModules(): string[] {
  return [
    ...new Set([
      ...HTTP_ROUTES.map((r) => r.handler),
      ...WS_ROUTES.map((r) => r.handler),
      WS_AUTHORIZER.handler,
      COGNITO_TRIGGERS.preSignUp.handler,
      ...activeLanes().map((l) => l.handler),
      ...SCHEDULED_JOBS.map((j) => j.handler),
      ORIGIN_SECRET_ROTATION.handler,
    ]),
  ];
}
