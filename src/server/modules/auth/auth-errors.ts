import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../../../domain/auth/auth';
import { BadRequestError, HttpError, TooManyRequestsError } from '../../http/errors';

/** One answer for an unknown email and for a wrong password, so neither is revealed. */
export class InvalidCredentialsError extends HttpError {
  constructor() {
    super(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
}

export class TooManyAttemptsError extends TooManyRequestsError {
  constructor() {
    super(TOO_MANY_ATTEMPTS_MESSAGE);
  }
}

/** A password the policy refuses; `problems` lists every unmet rule. */
export class PasswordPolicyError extends BadRequestError {
  constructor(readonly problems: string[]) {
    super(`The password is not strong enough: ${problems.join(' ')}`, { password: problems.join(' ') });
  }
}
