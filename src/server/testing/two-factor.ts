import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';

type Headers = { cookie: string; origin: string };

/** The code an authenticator app shows for a secret at a moment (steps of 30 seconds). */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(at.getTime() / 1000) });
}

/** Sets up an authenticator app for the signed-in member as the admin does: its secret and recovery codes. */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  headers: Headers,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.inject({ method: 'POST', url: '/api/admin/account/two-factor/setup', headers });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/admin/account/two-factor/confirm',
    headers,
    payload: { code: await totpCodeAt(secret, new Date()) },
  });
  if (confirm.statusCode !== 200)
    throw new Error(`two-factor confirm: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}
