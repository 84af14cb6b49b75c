/**
 * DELETE /api/account/two-step {password, code}: the password and a current code from the app turn
 * two-step verification off (domain/two-step.ts); a signed-in phone alone cannot.
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { twoStepOffSchema } from '../../shared/schemas/account';
import { turnOffTwoStep } from '../domain/two-step';
import { json } from '../lib/http';
import { cognitoTwoStep } from '../lib/two-step';
import { route } from './wiring';

const directory = cognitoTwoStep();

export const handler = route(routes.turnOffTwoStep, { body: twoStepOffSchema }, async ({ body, caller }) =>
  json(200, await turnOffTwoStep({ directory }, caller.user, body.password, body.code)),
);
