/**
 * POST /api/account/two-step/setup {password}: a new secret for the fan's authenticator app, made by
 * the server on the two-step app client (domain/two-step.ts); two-step verification stays off until
 * a code from it is confirmed (PUT /api/account/two-step).
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { twoStepSetupSchema } from '../../shared/schemas/account';
import { setUpTwoStep } from '../domain/two-step';
import { json } from '../lib/http';
import { cognitoTwoStep } from '../lib/two-step';
import { route } from './wiring';

const directory = cognitoTwoStep();

export const handler = route(routes.setUpTwoStep, { body: twoStepSetupSchema }, async ({ body, caller }) =>
  json(200, await setUpTwoStep({ directory }, caller.user, body.password)),
);
