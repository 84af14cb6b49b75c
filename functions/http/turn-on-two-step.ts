/**
 * PUT /api/account/two-step {password, code}: the password again and the app's first code turn
 * two-step verification on (domain/two-step.ts).
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { twoStepOnSchema } from '../../shared/schemas/account';
import { turnOnTwoStep } from '../domain/two-step';
import { json } from '../lib/http';
import { cognitoTwoStep } from '../lib/two-step';
import { route } from './wiring';

const directory = cognitoTwoStep();

export const handler = route(routes.turnOnTwoStep, { body: twoStepOnSchema }, async ({ body, caller }) =>
  json(200, await turnOnTwoStep({ directory }, caller.user, body.password, body.code)),
);
